import { and, asc, count, desc, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import type { ModelRereadingProgress } from '@shared/model-rereading';
import { writeDocumentPassages } from '../../ai/passages/write-passages';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { keptOutOfAi } from '../../db/ai-access';
import { documentColumns, documents, jobs, teams } from '../../db/schema';
import type { ModelSource } from '../../ai/model/model-source';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { replaceDocumentFacts } from './document-facts';
import { summaryColumns } from './process-document';
import { readDocument, sentToModelColumns, withoutModelNotes, type DocumentReaders } from './read-document';
import { storedSummary } from './service';

export const rereadWithModelJob = 'reread-with-model';

/** Documents read again per job; the next batch waits `rereadPauseMs`, so uploads' jobs go first. */
export const rereadBatch = 5;
export const rereadPauseMs = 1000;

type Payload = { teamId: number; model: string };

/** The team's documents a model may read: processed, with text, not written by Allocator, not kept out of AI. */
function readable(teamId: number) {
  return and(
    eq(documents.teamId, teamId),
    inArray(documents.status, ['processed', 'analyzed']),
    isNotNull(documents.extractedText),
    eq(documents.generated, false),
    not(keptOutOfAi),
  );
}

/** Of those, the ones this model has not read yet: what is left to do, so a restart goes on where it stopped. */
const unread = (payload: Payload) =>
  and(readable(payload.teamId), sql`${documents.sentToModel} is distinct from ${payload.model}`);

const pendingFor = (teamId: number) =>
  and(
    eq(jobs.kind, rereadWithModelJob),
    inArray(jobs.status, ['queued', 'running']),
    sql`${jobs.payload}->>'teamId' = ${String(teamId)}`,
  );

/**
 * Queues the re-reading of the team's documents by its newly chosen model, unless one for that model is
 * already queued. Nothing is read now: the job worker reads them in the background, a batch at a time.
 */
export async function queueModelRereading(db: Db, clock: Clock, payload: Payload): Promise<void> {
  const [pending] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(pendingFor(payload.teamId), sql`${jobs.payload}->>'model' = ${payload.model}`))
    .limit(1);
  if (pending) return;
  await enqueueJob(db, { kind: rereadWithModelJob, payload, runAt: clock.now() });
}

/**
 * As a worker starts: every team whose model (its own, or the environment's, perhaps just set) has not
 * read some of its documents gets their re-reading queued, so a model configured in the environment
 * reads the documents that were there before it, and an interrupted re-reading goes on.
 */
export async function scheduleModelRereadings(db: Db, clock: Clock, models: ModelSource): Promise<number> {
  let queued = 0;
  for (const { id: teamId } of await db.select({ id: teams.id }).from(teams)) {
    const settings = await models.forTeam(teamId);
    if (!settings) continue;
    const payload = { teamId, model: settings.model };
    const [left] = await db.select({ id: documents.id }).from(documents).where(unread(payload)).limit(1);
    if (!left) continue;
    await queueModelRereading(db, clock, payload);
    queued += 1;
  }
  return queued;
}

/** How far the newest re-reading of the team's documents got, or null when none is under way. */
export async function modelRereadingProgress(db: Db, teamId: number): Promise<ModelRereadingProgress> {
  const [job] = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(pendingFor(teamId))
    .orderBy(desc(jobs.id))
    .limit(1);
  if (!job) return { reading: null };
  const { model } = job.payload as Payload;
  const [counted] = await db
    .select({
      total: count(),
      done: sql<number>`count(*) filter (where ${documents.sentToModel} = ${model})`.mapWith(Number),
    })
    .from(documents)
    .where(readable(teamId));
  return { reading: { model, done: counted.done, total: counted.total } };
}

/**
 * Reads a batch of the team's documents again, the local analyst and the team's model, from their stored
 * text (a file the model read before costs no call), replacing their summary, facts and passages, then
 * queues the next batch after a pause. Its model calls wait behind those of documents being uploaded. It
 * stops when the team's model is no longer the one it was queued for (a newer re-reading takes over).
 */
export function rereadWithModelHandler(deps: { db: Db; clock: Clock } & DocumentReaders): JobHandler {
  const { db, clock } = deps;
  return {
    async run(job) {
      const payload = job.payload as Payload;
      if (!Number.isInteger(payload.teamId) || typeof payload.model !== 'string') return;
      const batch = await db
        .select({ ...documentColumns, keptOutOfAi })
        .from(documents)
        .where(unread(payload))
        .orderBy(asc(documents.id))
        .limit(rereadBatch);
      for (const row of batch) {
        const { analysis, notes, sentTo } = await readDocument(
          deps,
          row,
          {
            text: row.extractedText ?? '',
            fileName: row.name,
            declaredType: row.type,
            pageCount: storedSummary(row)?.keyMetrics.pageCount ?? null,
            tables: row.tables,
          },
          { background: true },
        );
        if (sentTo?.model !== payload.model) return;
        await db.transaction(async (tx) => {
          const written = await tx
            .update(documents)
            .set({
              ...summaryColumns(analysis, row.fileSize, row.type),
              processingNotes: [...withoutModelNotes(row.processingNotes), ...notes],
              ...sentToModelColumns(sentTo),
              updatedAt: clock.now(),
            })
            .where(and(eq(documents.id, row.id), unread(payload)))
            .returning({ id: documents.id });
          if (written.length > 0) {
            await replaceDocumentFacts(tx, row, analysis.facts, analysis.analystVersion);
            await writeDocumentPassages(tx, row, row.extractedText ?? '');
          }
        });
      }
      if (batch.length === rereadBatch) {
        const runAt = new Date(clock.now().getTime() + rereadPauseMs);
        await enqueueJob(db, { kind: rereadWithModelJob, payload, runAt });
      }
    },
  };
}
