import type { AuditedModelReading } from '@shared/model-reading';
import type { Db } from '../../db/client';
import type { ModelReader, ModelReadingRequest } from '../contracts';
import { analystVersion } from '../document-reading/analyst-version';
import type { ModelSettings, ReadingSettings } from '../model/ask-model';
import { askForReading } from './ask-for-reading';
import { auditReading } from './audit-reading';
import { concurrencyLimit } from './concurrency-limit';
import { mergeReadings } from './merge-readings';
import { cachedReading, keepReading } from './reading-cache';
import { readingFailedNote, readingNotes } from './reading-notes';
import { chunkPrompt, pageChunks, readingPages } from './reading-pages';
import type { ModelReading } from './reading-schema';

/** The defaults of `AI_READING_TIMEOUT_SECONDS`, `AI_DOCUMENT_TOKEN_BUDGET` and `AI_CONCURRENCY`. */
export const readingDefaults: ReadingSettings = {
  timeoutMs: 120_000,
  tokenBudget: 100_000,
  concurrency: 2,
  retryDelayMs: 1000,
};

/** Input tokens sent in one request at most: a few pages, well inside any model's context. */
const chunkTokens = 6000;

type Reading = AuditedModelReading | { failure: string };

async function readFresh(
  settings: ModelSettings & { reading: ReadingSettings },
  run: ReturnType<typeof concurrencyLimit>,
  { document }: ModelReadingRequest,
): Promise<Reading> {
  const started = performance.now();
  const pages = readingPages(document.text, document.tables);
  const chunks = pageChunks(pages, { chunkTokens, budgetTokens: settings.reading.tokenBudget });
  const call = {
    ...settings,
    readingTimeoutMs: settings.reading.timeoutMs,
    retryDelayMs: settings.reading.retryDelayMs,
  };
  const replies = await Promise.all(
    chunks.map((chunk) => run(() => askForReading(call, chunkPrompt(chunk)))),
  );
  const parts: ModelReading[] = [];
  let inputTokens = 0;
  let outputTokens = 0;
  for (const reply of replies) {
    if ('failure' in reply) return reply;
    parts.push(reply.reading);
    inputTokens += reply.inputTokens;
    outputTokens += reply.outputTokens;
  }
  return {
    ...auditReading(parts, pages),
    pagesRead: chunks.reduce((count, chunk) => count + chunk.length, 0),
    pagesInAll: pages.length,
    inputTokens,
    outputTokens,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * The model reads a document after the local reader, in page-aware parts within the token budget, a
 * few parts at a time across the process. What it read is audited before it is kept, kept by the file's
 * content (a file read before costs no second call), and merged into the local reading. On any failure
 * the local reading stands, and the notes say why.
 */
export function createModelReader(db: Db, model: ModelSettings): ModelReader {
  const settings = { ...model, reading: { ...readingDefaults, ...model.reading } };
  const run = concurrencyLimit(settings.reading.concurrency);
  return async (request) => {
    const key = {
      teamId: request.teamId,
      blobSha256: request.blobSha256,
      analystVersion,
      model: settings.model,
    };
    const cached = await cachedReading(db, key);
    const reading = cached ?? (await readFresh(settings, run, request));
    if ('failure' in reading) return { analysis: request.local, notes: [readingFailedNote(reading.failure)] };
    if (!cached) await keepReading(db, key, reading);
    const merged = mergeReadings(request.local, reading);
    return {
      analysis: merged.analysis,
      notes: [...readingNotes(settings.model, reading, cached !== null), ...merged.disagreements],
    };
  };
}
