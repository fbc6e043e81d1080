import type { DocumentAnalysis } from '@shared/document-facts';
import type { AuditedModelReading } from '@shared/model-reading';
import type { Db } from '../../db/client';
import type { ModelDocumentReading, ModelReader, ModelReadingRequest } from '../contracts';
import { analystVersion } from '../document-reading/analyst-version';
import type { ModelSettings, ReadingSettings } from '../model/ask-model';
import type { ModelSource } from '../model/model-source';
import { writeSummary } from './write-summary';
import { askForObject } from './ask-for-object';
import { auditReading } from './audit-reading';
import { concurrencyLimit } from './concurrency-limit';
import { mergeReadings } from './merge-readings';
import { cachedReading, keepReading } from './reading-cache';
import { readingFailedNote, readingNotes } from './reading-notes';
import { chunkPrompt, pageChunks, readingPages } from './reading-pages';
import { readingInstructions, readingSchema, type ModelReading } from './reading-schema';

/** The defaults of `AI_READING_TIMEOUT_SECONDS`, `AI_DOCUMENT_TOKEN_BUDGET` and `AI_CONCURRENCY`. */
export const readingDefaults: ReadingSettings = {
  timeoutMs: 120_000,
  tokenBudget: 100_000,
  concurrency: 2,
  retryDelayMs: 1000,
};

/** Input tokens sent in one request at most: a few pages, well inside any model's context. */
const chunkTokens = 6000;

type Call = ModelSettings & { readingTimeoutMs: number; retryDelayMs: number };
type Run = ReturnType<typeof concurrencyLimit>;

/** The model's reading of the document's pages, audited, and what it cost. */
async function readPages(
  call: Call,
  run: Run,
  { document, background }: ModelReadingRequest,
  tokenBudget: number,
): Promise<Omit<AuditedModelReading, 'summary' | 'milliseconds'> | { failure: string }> {
  const pages = readingPages(document.text, document.tables);
  const chunks = pageChunks(pages, { chunkTokens, budgetTokens: tokenBudget });
  const replies = await Promise.all(
    chunks.map((chunk) =>
      run(
        () =>
          askForObject(call, {
            schema: readingSchema,
            schemaName: 'document_reading',
            system: readingInstructions,
            prompt: chunkPrompt(chunk),
          }),
        background ? 'background' : 'now',
      ),
    ),
  );
  const parts: ModelReading[] = [];
  let inputTokens = 0;
  let outputTokens = 0;
  for (const reply of replies) {
    if ('failure' in reply) return reply;
    parts.push(reply.object);
    inputTokens += reply.inputTokens;
    outputTokens += reply.outputTokens;
  }
  return {
    ...auditReading(parts, pages),
    pagesRead: chunks.reduce((count, chunk) => count + chunk.length, 0),
    pagesInAll: pages.length,
    inputTokens,
    outputTokens,
  };
}

/** The audited reading merged into the local one, then the summary the model writes from that ledger. */
async function readFresh(
  call: Call,
  run: Run,
  request: ModelReadingRequest,
  tokenBudget: number,
): Promise<{ reading: AuditedModelReading; merged: ReturnType<typeof mergeReadings> } | { failure: string }> {
  const started = performance.now();
  const read = await readPages(call, run, request, tokenBudget);
  if ('failure' in read) return read;
  const merged = mergeReadings(request.local, read);
  const summary = await run(
    () => writeSummary(call, merged.analysis),
    request.background ? 'background' : 'now',
  );
  const spent = 'failure' in summary ? { inputTokens: 0, outputTokens: 0 } : summary;
  const reading = {
    ...read,
    summary: 'failure' in summary ? summary : summary.object,
    inputTokens: read.inputTokens + spent.inputTokens,
    outputTokens: read.outputTokens + spent.outputTokens,
    milliseconds: Math.round(performance.now() - started),
  };
  return { reading, merged };
}

/** The merged reading with the model's summary and key points in place of the local ones, when it wrote them. */
function withModelSummary(
  analysis: DocumentAnalysis,
  summary: AuditedModelReading['summary'],
): DocumentAnalysis {
  if ('failure' in summary) return analysis;
  return {
    ...analysis,
    summary: {
      ...analysis.summary,
      executiveSummary: summary.executiveSummary,
      keyPoints: summary.keyPoints.length > 0 ? summary.keyPoints : analysis.summary.keyPoints,
    },
  };
}

/**
 * The model reads a document after the local reader, in page-aware parts within the token budget, a
 * few parts at a time across the process, then writes its summary and key points from the merged ledger.
 * The team's model is looked up for each document. What it read and wrote is audited before it is kept,
 * kept by the file's content (a file read before costs no second call), and merged into the local
 * reading. On any failure the local reading (or the local summary) stands, and the notes say why.
 */
export function createModelReader(db: Db, models: ModelSource): ModelReader {
  const run = concurrencyLimit(models.concurrency);
  return async (request) => {
    const model = await models.forTeam(request.teamId);
    if (!model) return null;
    const { reading: given, ...settings } = model;
    const reading = { ...readingDefaults, ...given };
    const call = { ...settings, readingTimeoutMs: reading.timeoutMs, retryDelayMs: reading.retryDelayMs };
    const presented = (
      merged: ReturnType<typeof mergeReadings>,
      read: AuditedModelReading,
      reused: boolean,
      at: Date,
    ): ModelDocumentReading => ({
      analysis: withModelSummary(merged.analysis, read.summary),
      notes: [...readingNotes(settings.model, read, reused), ...merged.disagreements],
      sentTo: { model: settings.model, at },
    });
    const key = {
      teamId: request.teamId,
      blobSha256: request.blobSha256,
      analystVersion,
      model: settings.model,
      baseUrl: settings.baseUrl,
      tokenBudget: reading.tokenBudget,
    };
    const cached = await cachedReading(db, key);
    if (cached)
      return presented(mergeReadings(request.local, cached.reading), cached.reading, true, cached.at);
    const sentAt = new Date();
    const fresh = await readFresh(call, run, request, reading.tokenBudget);
    if ('failure' in fresh)
      return {
        analysis: request.local,
        notes: [readingFailedNote(fresh.failure)],
        sentTo: { model: settings.model, at: sentAt },
      };
    await keepReading(db, key, fresh.reading);
    return presented(fresh.merged, fresh.reading, false, sentAt);
  };
}
