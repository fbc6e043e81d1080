import { and, desc, eq, not } from 'drizzle-orm';
import { countWords, type DocumentListItem, type DocumentView } from '@shared/document';
import type { Document } from '@shared/document-detail';
import type { DocumentFact } from '@shared/document-facts';
import { zDocumentSummary, type DocumentSummary } from '@shared/document-summary';
import type { Clock } from '../../clock';
import { keptOutOfAi } from '../../db/ai-access';
import type { Db } from '../../db/client';
import { documentColumns, documents, type DocumentRow } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { AppError, notFound } from '../../errors';
import { recordActivity } from '../activities/service';
import { scheduleBlobCollection } from './collect-blobs';
import { listDocumentFacts, replaceDocumentFacts } from './document-facts';
import { presentDocument, presentDocumentDetail } from './present-document';
import { summaryColumns } from './process-document';
import { readDocument, withoutModelNotes, type DocumentReaders } from './read-document';

export { presentDocument } from './present-document';

export { contentDisposition } from './content-disposition';
export { storeGeneratedDocument } from './store-generated-document';
export { modelRereadingProgress, queueModelRereading } from './reread-with-model';

/** What a list row of a document is read with. */
export const listColumns = {
  id: documents.id,
  name: documents.name,
  type: documents.type,
  mimeType: documents.mimeType,
  fileSize: documents.fileSize,
  status: documents.status,
  statusReason: documents.statusReason,
  processingNotes: documents.processingNotes,
  quarantined: documents.quarantined,
  createdAt: documents.createdAt,
  investmentId: documents.investmentId,
  category: documents.category,
  description: documents.description,
  confidentialityLevel: documents.confidentialityLevel,
  keepOutOfAi: documents.keepOutOfAi,
  keptOutOfAi,
  sentToModel: documents.sentToModel,
  sentToModelAt: documents.sentToModelAt,
};

/** The team's documents, newest first; optionally one investment's. */
export async function listDocuments(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  options: { investmentId?: number } = {},
): Promise<DocumentListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(documents)
    .where(
      ownedBy(
        documents,
        scope,
        options.investmentId ? eq(documents.investmentId, options.investmentId) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(presentDocument);
}

/** An investment's documents as its analysis reads them: what they are, and the risks their summaries found. */
export async function listDocumentsForAnalysis(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  investmentId: number,
): Promise<Array<{ id: number; name: string; type: string; status: string; riskFactors: string[] }>> {
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      type: documents.type,
      status: documents.status,
      summary: documents.summary,
    })
    .from(documents)
    // A document kept out of AI is no evidence for the analysis (issue 26).
    .where(ownedBy(documents, scope, and(eq(documents.investmentId, investmentId), not(keptOutOfAi))))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(({ summary, ...document }) => ({
    ...document,
    riskFactors: zDocumentSummary.safeParse(summary).data?.riskFactors ?? [],
  }));
}

/** One of the team's documents, or not_found (another team's id is answered the same way). */
export async function findDocument(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  id: number,
): Promise<DocumentRow & { keptOutOfAi: boolean }> {
  const [row] = await db
    .select({ ...documentColumns, keptOutOfAi })
    .from(documents)
    .where(ownedBy(documents, scope, eq(documents.id, id)));
  if (!row) throw notFound('Document');
  return row;
}

/** SPEC 3 Document, whole (GET /api/documents/{id}). */
export async function getDocument(db: Db, scope: Pick<TeamScope, 'teamId'>, id: number): Promise<Document> {
  const row = await findDocument(db, scope, id);
  return presentDocumentDetail(
    row,
    storedSummary(row),
    await listDocumentFacts(db, scope, { documentIds: [id] }),
  );
}

export { listDocumentFacts, type DocumentFactFilter } from './document-facts';

export function storedSummary(row: DocumentRow): DocumentSummary | null {
  const parsed = zDocumentSummary.safeParse(row.summary);
  return parsed.success ? parsed.data : null;
}

/** The stored summary with the facts it rests on (GET /api/documents/{id}/summary). */
export async function getDocumentSummary(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  id: number,
): Promise<DocumentSummary & { facts: DocumentFact[] }> {
  const summary = storedSummary(await findDocument(db, scope, id));
  if (!summary) throw new AppError('not_found', 'This document has no summary yet');
  return { ...summary, facts: await listDocumentFacts(db, scope, { documentIds: [id] }) };
}

export async function viewDocument(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  id: number,
): Promise<{ view: DocumentView; confidentialityLevel: string }> {
  const row = await findDocument(db, scope, id);
  const content = row.extractedText ?? '';
  return {
    view: { content, wordCount: countWords(content), name: row.name, type: row.type, status: row.status },
    confidentialityLevel: row.confidentialityLevel,
  };
}

/**
 * Runs the analyst again over the stored text (SPEC 7 generate-summary), and a configured model's reading
 * with it (kept by the file's content, so a file it read before costs no second call).
 */
export async function regenerateSummary(
  deps: { db: Db; clock: Clock } & DocumentReaders,
  scope: Pick<TeamScope, 'teamId'>,
  id: number,
): Promise<DocumentSummary> {
  const row = await findDocument(deps.db, scope, id);
  if (row.extractedText === null) throw new AppError('conflict', 'The document has no extracted text yet');
  const previous = storedSummary(row);
  const { analysis, notes } = await readDocument(deps, row, {
    text: row.extractedText,
    fileName: row.name,
    declaredType: row.type,
    pageCount: previous?.keyMetrics.pageCount ?? null,
    tables: row.tables,
  });
  await deps.db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({
        ...summaryColumns(analysis, row.fileSize, row.type),
        processingNotes: [...withoutModelNotes(row.processingNotes), ...notes],
        updatedAt: deps.clock.now(),
      })
      .where(ownedBy(documents, scope, eq(documents.id, id)));
    await replaceDocumentFacts(tx, row, analysis.facts, analysis.analystVersion);
  });
  return analysis.summary;
}

export async function archiveDocument(
  deps: { db: Db; clock: Clock },
  scope: TeamScope,
  id: number,
): Promise<DocumentListItem> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await findDocument(tx, scope, id);
    const [row] = await tx
      .update(documents)
      .set({ status: 'archived', updatedAt: now })
      .where(ownedBy(documents, scope, eq(documents.id, id)))
      .returning(listColumns);
    await recordActivity(tx, scope, {
      investmentId: row.investmentId,
      description: `Archived ${row.name}`,
      at: now,
    });
    return presentDocument(row);
  });
}

/**
 * Keeps the document out of AI, or lets the AI read it again: its passages and figures stay stored
 * (people still see them) but every query of the analyst skips them from the next question on.
 */
export async function setDocumentAiAccess(
  deps: { db: Db; clock: Clock },
  scope: TeamScope,
  id: number,
  keepOutOfAi: boolean,
): Promise<DocumentListItem> {
  const [row] = await deps.db
    .update(documents)
    .set({ keepOutOfAi, updatedAt: deps.clock.now() })
    .where(ownedBy(documents, scope, eq(documents.id, id)))
    .returning(listColumns);
  if (!row) throw notFound('Document');
  return presentDocument(row);
}

/**
 * Deletes the row; its stored bytes go once no other document shares them (see collect-blobs.ts).
 * Answers the name it had.
 */
export async function deleteDocument(
  deps: { db: Db; clock: Clock },
  scope: TeamScope,
  id: number,
): Promise<string> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findDocument(tx, scope, id);
    await tx.delete(documents).where(ownedBy(documents, scope, eq(documents.id, id)));
    await recordActivity(tx, scope, {
      investmentId: row.investmentId,
      description: `Deleted ${row.name}`,
      at: now,
    });
    await scheduleBlobCollection(tx, [row.blobSha256], now);
    return row.name;
  });
}
