import { documentTypes, type DocumentListItem } from '@shared/document';
import { acceptedFileTypes, type FileKind, type UploadMetadata } from '@shared/document-upload';
import { keptOutOfAi } from '../../db/ai-access';
import type { Db } from '../../db/client';
import { documentColumns, documents } from '../../db/schema';
import type { TeamScope } from '../../db/tenancy';
import { enqueueJob } from '../../jobs/queue';
import type { BlobStore } from '../../storage/blob-store';
import { recordActivity } from '../activities/service';
import { lockBlob } from './collect-blobs';
import { presentDocument } from './present-document';
import { processDocumentJob } from './process-document';

/** The activity line of an upload, filed under an investment or in the General Repository. */
export function uploadedActivity(fileName: string, investmentName: string | undefined): string {
  return `Uploaded ${fileName} to ${investmentName ?? 'the General Repository'}`;
}

/** Stored bytes and what the team says about them, ready to become a document. */
export type DocumentToFile = {
  name: string;
  kind: FileKind;
  sha256: string;
  size: number;
  metadata: Omit<UploadMetadata, 'name' | 'fileSize'>;
  /** The activity line, e.g. `uploadedActivity(name, investmentName)`. */
  activity: string;
  /** Allocator wrote it (a memo): never a source of the analyst's figures or answers. */
  generated?: boolean;
};

/**
 * Files stored bytes as the team's document, within the caller's transaction: its row with status
 * processing, its processing job and its activity. Null when the bytes were collected between being
 * stored and now: a row is never kept without its file.
 */
export async function fileDocument(
  tx: Db,
  blobStore: BlobStore,
  scope: TeamScope,
  file: DocumentToFile,
  now: Date,
): Promise<DocumentListItem | null> {
  await lockBlob(tx, file.sha256);
  if (!(await blobStore.exists(file.sha256))) return null;
  const { metadata } = file;
  const type = metadata.type ?? 'other';
  const [row] = await tx
    .insert(documents)
    .values({
      teamId: scope.teamId,
      uploadedBy: scope.userId,
      investmentId: metadata.investmentId ?? null,
      name: file.name,
      type,
      mimeType: acceptedFileTypes[file.kind],
      fileSize: file.size,
      blobSha256: file.sha256,
      status: 'processing',
      category: metadata.category ?? documentTypes.find((t) => t.value === type)?.category ?? 'operational',
      confidentialityLevel: metadata.confidentialityLevel ?? 'internal',
      description: metadata.description ?? null,
      tags: metadata.tags ?? [],
      generated: file.generated ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ ...documentColumns, keptOutOfAi });
  await enqueueJob(tx, { kind: processDocumentJob, payload: { documentId: row.id }, runAt: now });
  await recordActivity(tx, scope, { investmentId: row.investmentId, description: file.activity, at: now });
  return presentDocument(row);
}
