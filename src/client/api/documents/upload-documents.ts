import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zUploadErrorResponse, zUploadResponse, type UploadResponse } from '@shared/document';
import type { UploadMetadata } from '@shared/document-upload';
import { ApiError, apiJson } from '@client/lib/api-client';
import { refreshAfterChange } from '../refresh-after-change';

export type UploadRequest = { files: readonly File[]; metadataFor: (file: File) => UploadMetadata };

/**
 * SPEC 7 POST /api/documents/upload: one repeated 'documents' part per file and, beside each, its own
 * JSON 'metadata_{index}' (the index counts the files in the order they are sent).
 */
export function uploadDocuments({ files, metadataFor }: UploadRequest): Promise<UploadResponse> {
  const form = new FormData();
  files.forEach((file, index) => {
    form.append('documents', file, file.name);
    form.append(`metadata_${index}`, JSON.stringify(metadataFor(file)));
  });
  return apiJson(zUploadResponse, 'POST', '/api/documents/upload', form);
}

/** The files a failed upload names with their reasons (a 400 when none could be stored), else none. */
export function refusedFilesOf(error: unknown): UploadResponse['errors'] {
  if (!(error instanceof ApiError)) return [];
  return zUploadErrorResponse.safeParse(error.json).data?.errors ?? [];
}

/** Uploads, then refreshes what a change refreshes (SPEC 7), so lists show the new rows as Processing. */
export function useUploadDocuments() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadDocuments, onSuccess: () => refreshAfterChange(queryClient) });
}
