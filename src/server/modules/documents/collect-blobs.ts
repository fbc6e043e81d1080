import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import type { BlobStore } from '../../storage/blob-store';

export const collectBlobJob = 'collect-blob';

/**
 * How long stored bytes that no document names are kept. An upload stores each file as it arrives and
 * creates the rows when the last one is in, which on a slow line can take hours; a day covers it.
 */
export const unusedBlobGraceMs = 24 * 60 * 60 * 1000;

/** Asks for these blobs to be deleted once no document names them; call it in the transaction that let go of them. */
export async function scheduleBlobCollection(tx: Db, sha256s: Iterable<string>, now: Date): Promise<void> {
  for (const sha256 of new Set(sha256s)) {
    await enqueueJob(tx, { kind: collectBlobJob, payload: { sha256 }, runAt: now });
  }
}

/**
 * Serialises, per blob, deciding to delete it with recording a new document that names it (blobs are
 * shared by every document with the same bytes, whatever its team).
 */
export async function lockBlob(tx: Db, sha256: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`blob:${sha256}`}, 0))`);
}

/**
 * Deletes a blob that no document names and that nobody stored again within the grace period; one
 * stored again is looked at once more when that period ends. Idempotent.
 */
export function collectBlobHandler(deps: { db: Db; clock: Clock; blobStore: BlobStore }): JobHandler {
  const { db, clock, blobStore } = deps;
  return {
    async run(job) {
      const sha256 = String((job.payload as { sha256?: unknown }).sha256);
      await db.transaction(async (tx) => {
        await lockBlob(tx, sha256);
        const [named] = await tx
          .select({ id: documents.id })
          .from(documents)
          .where(eq(documents.blobSha256, sha256))
          .limit(1);
        if (named) return;
        const now = clock.now();
        const outcome = await blobStore.delete(sha256, {
          keepIfWrittenSince: new Date(now.getTime() - unusedBlobGraceMs),
        });
        if (!outcome.deleted && outcome.writtenAt) {
          const runAt = new Date(outcome.writtenAt.getTime() + unusedBlobGraceMs);
          await enqueueJob(tx, { kind: collectBlobJob, payload: { sha256 }, runAt });
        }
      });
    },
  };
}
