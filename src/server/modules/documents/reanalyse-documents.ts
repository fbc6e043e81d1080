import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { documentColumns, documents, jobs } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { writeDocumentPassages } from '../../ai/passages/write-passages';
import { replaceDocumentFacts } from './document-facts';
import { keptOutOfAi } from '../../db/ai-access';
import { readDocument, sentToModelColumns, withoutModelNotes, type DocumentReaders } from './read-document';
import { summaryColumns } from './process-document';
import { storedSummary } from './service';

export const reanalyseDocumentsJob = 'reanalyse-documents';

/** Documents read again per job; the next batch waits `pauseMs`, so uploads are never starved. */
export const reanalysisBatch = 10;
export const reanalysisPauseMs = 2_000;

export const reanalysedNote = (version: number) => `Re-analysed by analyst version ${version}`;
const earlierNote = /^Re-analysed by analyst version \d+$/;

/** Processed documents that an older analyst read (or none recorded its version). */
function staleCondition(version: number) {
  return and(
    inArray(documents.status, ['processed', 'analyzed']),
    isNotNull(documents.extractedText),
    or(isNull(documents.analystVersion), lt(documents.analystVersion, version)),
  );
}

/**
 * Queues the background re-analysis when the analyst's version is newer than some document's and none
 * is queued yet. Called as a worker starts; the documents themselves record how far it got, so a
 * restart goes on where it stopped.
 */
export async function scheduleReanalysis(db: Db, clock: Clock, analystVersion: number): Promise<boolean> {
  const [stale] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(staleCondition(analystVersion))
    .limit(1);
  if (!stale) return false;
  const [pending] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, reanalyseDocumentsJob), inArray(jobs.status, ['queued', 'running'])))
    .limit(1);
  if (pending) return false;
  await enqueueJob(db, { kind: reanalyseDocumentsJob, payload: { analystVersion }, runAt: clock.now() });
  return true;
}

/**
 * Reads a batch of stale documents again from their stored text, replacing their summary, facts and passages and
 * noting it in their processing notes (with a model configured, the model reads them again too: a new
 * analyst version is a new reading), then queues the next batch after a pause. Documents uploaded
 * meanwhile are read by their own jobs; one deleted or re-processing meanwhile is skipped.
 */
export function reanalyseDocumentsHandler(deps: { db: Db; clock: Clock } & DocumentReaders): JobHandler {
  const { db, clock } = deps;
  return {
    async run(job) {
      const version = Number((job.payload as { analystVersion?: unknown }).analystVersion);
      if (!Number.isInteger(version)) return;
      const batch = await db
        .select({ ...documentColumns, keptOutOfAi })
        .from(documents)
        .where(staleCondition(version))
        .orderBy(asc(documents.id))
        .limit(reanalysisBatch);
      for (const row of batch) {
        const {
          analysis,
          notes: modelNotes,
          sentTo,
        } = await readDocument(deps, row, {
          text: row.extractedText ?? '',
          fileName: row.name,
          declaredType: row.type,
          pageCount: storedSummary(row)?.keyMetrics.pageCount ?? null,
          tables: row.tables,
        });
        // An analyst older than the job asked for would find the same documents stale for ever.
        if (analysis.analystVersion < version) return;
        await db.transaction(async (tx) => {
          const notes = withoutModelNotes(row.processingNotes).filter((note) => !earlierNote.test(note));
          const written = await tx
            .update(documents)
            .set({
              ...summaryColumns(analysis, row.fileSize, row.type),
              processingNotes: [...notes, reanalysedNote(analysis.analystVersion), ...modelNotes],
              ...sentToModelColumns(sentTo),
              updatedAt: clock.now(),
            })
            .where(and(eq(documents.id, row.id), staleCondition(version)))
            .returning({ id: documents.id });
          if (written.length > 0) {
            await replaceDocumentFacts(tx, row, analysis.facts, analysis.analystVersion);
            // A newer analyst may set aside passages an older one kept: answers come from what it trusts.
            await writeDocumentPassages(tx, row, row.extractedText ?? '');
          }
        });
      }
      if (batch.length === reanalysisBatch) {
        const runAt = new Date(clock.now().getTime() + reanalysisPauseMs);
        await enqueueJob(db, { kind: reanalyseDocumentsJob, payload: { analystVersion: version }, runAt });
      }
    },
  };
}
