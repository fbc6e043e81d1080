import { Readable } from 'node:stream';
import type { DocumentListItem, DocumentTypeValue } from '@shared/document';
import { maxFileSizeBytes, type FileKind } from '@shared/document-upload';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import type { BlobStore } from '../../storage/blob-store';
import { scheduleBlobCollection } from './collect-blobs';
import { fileDocument } from './file-document';

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
 * Files a document the app wrote itself (a memo) as the team's own: stored like an upload, then read by
 * the same processing job, so people find and read it like any other; marked generated, so the analyst
 * never takes its figures or passages as a source. `alsoRecord` runs in
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
      const filed = await fileDocument(
        tx,
        deps.blobStore,
        scope,
        {
          name: file.name,
          kind: file.kind,
          sha256: stored.sha256,
          size: stored.size,
          metadata: { type: file.type, investmentId: file.investmentId, description: file.description },
          activity: file.activity,
          generated: true,
        },
        now,
      );
      // The bytes were stored a moment ago: only a broken store loses them this fast.
      if (!filed) throw new Error(`The stored bytes of ${file.name} are missing`);
      await alsoRecord(tx, now);
      return filed;
    });
  } catch (error) {
    // No row names the bytes: they are collected after the grace period.
    await scheduleBlobCollection(deps.db, [stored.sha256], now).catch(() => undefined);
    throw error;
  }
}
