import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { documents, passages } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { writeDocumentPassages } from './write-passages';

export const backfillPassagesJob = 'backfill-passages';

/** Documents per run: one run stays well inside a job's lease, and the next run picks up the rest. */
const documentsPerRun = 50;

const withoutPassages = and(
  eq(documents.status, 'processed'),
  // A memo Allocator wrote has no passages by design.
  eq(documents.generated, false),
  isNotNull(documents.extractedText),
  notExists(sql`(select 1 from ${passages} where ${passages.documentId} = ${documents.id})`),
);

/**
 * Documents processed before passages existed get theirs from this job: it splits a batch, then queues
 * itself again until none is left. Idempotent: a document that has passages is skipped.
 */
export function backfillPassagesHandler({ db, clock }: { db: Db; clock: Clock }): JobHandler {
  return {
    async run() {
      const batch = await db
        .select({
          id: documents.id,
          teamId: documents.teamId,
          name: documents.name,
          text: documents.extractedText,
        })
        .from(documents)
        .where(withoutPassages)
        .orderBy(documents.id)
        .limit(documentsPerRun);
      for (const document of batch) await writeDocumentPassages(db, document, document.text ?? '');
      if (batch.length === documentsPerRun)
        await enqueueJob(db, { kind: backfillPassagesJob, payload: {}, runAt: clock.now() });
    },
  };
}

/** Queues the backfill when some processed document has no passages yet; called once at start. */
export async function queuePassageBackfill({ db, clock }: { db: Db; clock: Clock }): Promise<boolean> {
  const [pending] = await db.select({ id: documents.id }).from(documents).where(withoutPassages).limit(1);
  if (!pending) return false;
  await enqueueJob(db, { kind: backfillPassagesJob, payload: {}, runAt: clock.now() });
  return true;
}
