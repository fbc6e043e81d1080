import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { zDocumentSummary, type DocumentSummary } from '@shared/document-summary';
import { apiJson } from '@client/lib/api-client';
import { documentKeys } from '../query-keys';

const zGenerateSummaryResponse = z.object({ summary: zDocumentSummary });

export async function generateDocumentSummary(id: number): Promise<DocumentSummary> {
  const { summary } = await apiJson(
    zGenerateSummaryResponse,
    'POST',
    `/api/documents/${id}/generate-summary`,
  );
  return summary;
}

/**
 * SPEC 7 POST /api/documents/{id}/generate-summary. SPEC reloads the page afterwards; refreshing what the
 * new reading replaced (the summary and the figures, all of the document's cache but its unchanged text)
 * shows it without losing the screen's state.
 */
export function useGenerateDocumentSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDocumentSummary,
    onSuccess: (_summary, id) =>
      queryClient.invalidateQueries({
        queryKey: documentKeys.detail(id),
        predicate: (query) => query.queryKey[2] !== 'view',
      }),
  });
}
