import { and, eq } from 'drizzle-orm';
import { fileKindOf, type FileKind } from '@shared/document-upload';
import type { DocumentAnalysis } from '@shared/document-facts';
import type { DocumentSummary } from '@shared/document-summary';
import { boundTables, type ExtractedTable } from '../../extraction/extracted-tables';
import { writeDocumentPassages } from '../../ai/passages/write-passages';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { documentColumns, documents } from '../../db/schema';
import type { JobHandler } from '../../jobs/worker';
import type { BlobStore } from '../../storage/blob-store';
import type { ModelReader, Summariser } from '../../ai/contracts';
import { keptOutOfAi } from '../../db/ai-access';
import { readDocument, sentToModelColumns } from './read-document';
import { countDocumentTerms, storeDocumentTerms } from '../analytics/service';
import { replaceDocumentFacts } from './document-facts';

export const processDocumentJob = 'process-document';

export type ExtractionOutcome =
  | { ok: true; text: string; pageCount?: number | null; tables?: ExtractedTable[]; warnings?: string[] }
  | { ok: false; reason: string };

/** How far a long reading is: OCR is reading the `page`th of the `of` scanned pages. */
export type ExtractionStep = { page: number; of: number };

/** Reads a stored file's text outside the main thread, within time and memory limits. */
export type TextExtractor = {
  extract: (
    path: string,
    kind: FileKind,
    onProgress?: (step: ExtractionStep) => void,
  ) => Promise<ExtractionOutcome>;
};

/** The status reason of a document still processing while OCR reads its scanned pages. */
const ocrProgressReason = (step: ExtractionStep) => `OCR page ${step.page} of ${step.of}`;

export type ProcessingDeps = {
  db: Db;
  clock: Clock;
  blobStore: BlobStore;
  extractor: TextExtractor;
  summarise: Summariser;
  /** When the document's team has a model, it reads the document too, after the local reader. */
  readWithModel?: ModelReader | null;
};

const processingFailed = 'Processing failed repeatedly; try uploading the file again';

/** The summary columns of a document, from the analyst's summary and the stored file's size. */
export function summaryColumns(analysis: DocumentAnalysis, fileSize: number, declaredType: string) {
  const summary: DocumentSummary = analysis.summary;
  return {
    summary,
    quarantined: analysis.quarantined,
    analystVersion: analysis.analystVersion,
    keyMetrics: { ...summary.keyMetrics, fileSize },
    // The analyst's guess replaces only what the uploader left as 'other'.
    type: declaredType === 'other' ? summary.type : declaredType,
  };
}

/**
 * The job that turns an upload into text and a summary. Idempotent: a document that is no longer
 * processing (done, or deleted) is left alone, so a job run twice changes nothing.
 */
export function processDocumentHandler(deps: ProcessingDeps): JobHandler {
  const { db, clock } = deps;
  const payloadId = (payload: unknown) => Number((payload as { documentId?: unknown }).documentId);

  return {
    async run(job) {
      const id = payloadId(job.payload);
      const [document] = await db
        .select({ ...documentColumns, keptOutOfAi })
        .from(documents)
        .where(eq(documents.id, id));
      if (!document || document.status !== 'processing') return;
      const kind = fileKindOf(document.name);
      const stillProcessing = and(eq(documents.id, id), eq(documents.status, 'processing'));
      // Beside the status SPEC names, not instead of it: the status stays 'processing'.
      const showProgress = (step: ExtractionStep) => {
        db.update(documents)
          .set({ statusReason: ocrProgressReason(step) })
          .where(stillProcessing)
          .catch(() => undefined);
      };
      const outcome: ExtractionOutcome = kind
        ? await deps.extractor.extract(
            await deps.blobStore.localPath(document.blobSha256),
            kind,
            showProgress,
          )
        : { ok: false, reason: 'Unsupported file type' };
      if (!outcome.ok) {
        await db
          .update(documents)
          .set({ status: 'error', statusReason: outcome.reason, updatedAt: clock.now() })
          .where(stillProcessing);
        return;
      }
      const text = outcome.text;
      const tables = boundTables(outcome.tables);
      const toRead = {
        text,
        fileName: document.name,
        declaredType: document.type,
        pageCount: outcome.pageCount ?? null,
        tables,
      };
      const reading = readDocument(deps, document, toRead);
      // Counted while the analyst reads in its own thread, instead of after it.
      const counted = countDocumentTerms(text);
      const { analysis, notes, sentTo } = await reading;
      await db.transaction(async (tx) => {
        const written = await tx
          .update(documents)
          .set({
            ...summaryColumns(analysis, document.fileSize, document.type),
            extractedText: text,
            tables,
            status: 'processed',
            statusReason: null,
            processingNotes: [...(outcome.warnings ?? []), ...notes],
            ...sentToModelColumns(sentTo),
            updatedAt: clock.now(),
          })
          .where(stillProcessing)
          .returning({ id: documents.id });
        if (written.length > 0) {
          await replaceDocumentFacts(tx, document, analysis.facts, analysis.analystVersion);
          await writeDocumentPassages(tx, document, text);
          await storeDocumentTerms(tx, { documentId: id, teamId: document.teamId, counted });
        }
      });
    },
    async onGiveUp(job) {
      await db
        .update(documents)
        .set({ status: 'error', statusReason: processingFailed, updatedAt: clock.now() })
        .where(and(eq(documents.id, payloadId(job.payload)), eq(documents.status, 'processing')));
    },
  };
}
