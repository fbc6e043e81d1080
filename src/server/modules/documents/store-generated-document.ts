import { Readable } from 'node:stream';
import { documentTypes, type DocumentListItem, type DocumentTypeValue } from '@shared/document';
import { acceptedFileTypes, maxFileSizeBytes, type FileKind } from '@shared/document-upload';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { documentColumns, documents } from '../../db/schema';
import type { TeamScope } from '../../db/tenancy';
import { enqueueJob } from '../../jobs/queue';
import type { BlobStore } from '../../storage/blob-store';
import { recordActivity } from '../activities/service';
import { lockBlob, scheduleBlobCollection } from './collect-blobs';
import { presentDocument } from './present-document';
import { processDocumentJob } from './process-document';

export type GeneratedDocument = {
  name: string;
  kind: FileKind;
  bytes: Buffer;
  type: DocumentTypeValue;
  investmentId: number | null;
  description: string;
  activity: string;
};

/**
 * Files a document the app wrote itself (a memo) as the team's own: stored like an upload, then read and
 * indexed by the same processing job, so it is found and summarised like any other. `alsoRecord` runs in
 * the same transaction, for whatever else the caller counts.
 */
export async function storeGeneratedDocument(
  deps: { db: Db; clock: Clock; blobStore: BlobStore },
  scope: TeamScope,
  file: GeneratedDocument,
  alsoRecord: (tx: Db, now: Date) => Promise<void> = async () => undefined,
): Promise<DocumentListItem> {
  const stored = await deps.blobStore.put(Readable.from([file.bytes]), { maxBytes: maxFileSizeBytes });
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      await lockBlob(tx, stored.sha256);
      const [row] = await tx
        .insert(documents)
        .values({
          teamId: scope.teamId,
          uploadedBy: scope.userId,
          investmentId: file.investmentId,
          name: file.name,
          type: file.type,
          mimeType: acceptedFileTypes[file.kind],
          fileSize: stored.size,
          blobSha256: stored.sha256,
          status: 'processing',
          category: documentTypes.find((type) => type.value === file.type)?.category ?? 'operational',
          confidentialityLevel: 'internal',
          description: file.description,
          createdAt: now,
          updatedAt: now,
        })
        .returning(documentColumns);
      await enqueueJob(tx, { kind: processDocumentJob, payload: { documentId: row.id }, runAt: now });
      await recordActivity(tx, scope, {
        investmentId: file.investmentId,
        description: file.activity,
        at: now,
      });
      await alsoRecord(tx, now);
      return presentDocument(row);
    });
  } catch (error) {
    // No row names the bytes: they are collected after the grace period.
    await scheduleBlobCollection(deps.db, [stored.sha256], now).catch(() => undefined);
    throw error;
  }
}
