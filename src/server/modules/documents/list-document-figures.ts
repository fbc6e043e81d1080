import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isProcessedStatus } from '@shared/document';
import type { DocumentFiguresQuery, DocumentFiguresResponse } from '@shared/document-figures';
import { factConcepts, type DocumentFact } from '@shared/document-facts';
import type { Db } from '../../db/client';
import { documentFacts, documents, type DocumentFactRow } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { notFound } from '../../errors';

/** What a figure is read with: the shared DocumentFact's fields, and nothing of the row's bookkeeping. */
const figureColumns = {
  id: documentFacts.id,
  documentId: documentFacts.documentId,
  analystVersion: documentFacts.analystVersion,
  concept: documentFacts.concept,
  label: documentFacts.label,
  value: documentFacts.value,
  number: documentFacts.number,
  unit: documentFacts.unit,
  scale: documentFacts.scale,
  period: documentFacts.period,
  scope: documentFacts.scope,
  scopeName: documentFacts.scopeName,
  basis: documentFacts.basis,
  targetOrActual: documentFacts.targetOrActual,
  page: documentFacts.page,
  sheet: documentFacts.sheet,
  cell: documentFacts.cell,
  quote: documentFacts.quote,
  kind: documentFacts.kind,
  numberHigh: documentFacts.numberHigh,
  column: documentFacts.column,
  section: documentFacts.section,
  conceptScore: documentFacts.conceptScore,
  highlight: documentFacts.highlight,
  reader: documentFacts.reader,
  disagreesWith: documentFacts.disagreesWith,
};

type FigureRow = Pick<DocumentFactRow, keyof typeof figureColumns>;

/** The row as the contract types it: the text columns hold the values the analyst wrote from the enums. */
function presentFigure(row: FigureRow): DocumentFact {
  return {
    ...row,
    concept: row.concept as DocumentFact['concept'],
    scope: row.scope as DocumentFact['scope'],
    basis: row.basis as DocumentFact['basis'],
    targetOrActual: row.targetOrActual as DocumentFact['targetOrActual'],
    kind: row.kind as DocumentFact['kind'],
    reader: row.reader as DocumentFact['reader'],
  };
}

/**
 * The concept ids in the order of their labels, so the concept sort reads as the Figures view shows
 * it ('Carried interest' before 'Fund size'); an id the registry no longer knows sorts last.
 */
const conceptIdsByLabel = [...factConcepts]
  .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }))
  .map((concept) => concept.id);
const conceptOrder = sql`array_position(array[${sql.join(
  conceptIdsByLabel.map((id) => sql`${id}`),
  sql`, `,
)}]::text[], ${documentFacts.concept})`;

/** `q` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A figure matches when its label, value, concept (id or label), column, section, scope name or quote
 * holds the text, in any case. Concept labels live in the registry, not the table, so the concepts
 * whose label holds it are found here and matched by id.
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  const needle = q.toLowerCase();
  const concepts = factConcepts
    .filter((concept) => concept.label.toLowerCase().includes(needle))
    .map((concept) => concept.id);
  return or(
    ...[
      documentFacts.label,
      documentFacts.value,
      documentFacts.concept,
      documentFacts.column,
      documentFacts.section,
      documentFacts.scopeName,
      documentFacts.quote,
    ].map((column) => ilike(column, pattern)),
    concepts.length > 0 ? inArray(documentFacts.concept, concepts) : undefined,
  );
}

/**
 * The sort's order, empty values last whichever way; figures that tie keep the analyst's rank. Labels
 * compare by their lower-case bytes, so PGlite and a server with another default collation agree.
 */
function orderOf({ sort, order }: Pick<DocumentFiguresQuery, 'sort' | 'order'>): SQL[] {
  const rank = asc(documentFacts.position);
  if (sort === 'rank') return [order === 'desc' ? desc(documentFacts.position) : rank];
  const key = {
    label: sql`lower(${documentFacts.label}) collate "C"`,
    value: sql`${documentFacts.number}`,
    page: sql`${documentFacts.page}`,
    concept: conceptOrder,
  }[sort];
  return [order === 'desc' ? sql`${key} desc nulls last` : sql`${key} asc nulls last`, rank];
}

export type ListDocumentFiguresOptions = Pick<DocumentFiguresQuery, 'q' | 'only' | 'sort' | 'order'> & {
  documentId: number;
  /** One page; absent for the whole ledger (the CSV). */
  page?: Pick<DocumentFiguresQuery, 'limit' | 'offset'>;
};

/**
 * One document's figure ledger as the Figures view and its CSV read it: searched, sorted, a page at a
 * time, with how many figures match in all. Another team's or an unknown document is not_found; one
 * whose reading is not done (processing, or failed) has no figures yet. The work stays within the
 * document's rows, found by the (team, document, position) index, however large the team's ledger.
 */
export async function listDocumentFigures(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  options: ListDocumentFiguresOptions,
): Promise<DocumentFiguresResponse & { document: { name: string } }> {
  const [document] = await db
    .select({ name: documents.name, status: documents.status })
    .from(documents)
    .where(ownedBy(documents, scope, eq(documents.id, options.documentId)));
  if (!document) throw notFound('Document');
  // An archived document keeps the ledger it was read with; one being read or failed has none to show.
  if (!isProcessedStatus(document.status) && document.status !== 'archived') {
    return { document: { name: document.name }, figures: [], total: 0 };
  }

  const where = ownedBy(
    documentFacts,
    scope,
    and(
      eq(documentFacts.documentId, options.documentId),
      matching(options.q),
      options.only === 'disagreements'
        ? sql`jsonb_array_length(${documentFacts.disagreesWith}) > 0`
        : undefined,
    ),
  );
  const query = db
    .select({ ...figureColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(documentFacts)
    .where(where)
    .orderBy(...orderOf(options))
    .$dynamic();
  const rows = options.page ? await query.limit(options.page.limit).offset(options.page.offset) : await query;
  // The window's count comes with each row; a page past the end has none, so it is counted apart.
  const total =
    rows[0]?.total ?? (options.page && options.page.offset > 0 ? await db.$count(documentFacts, where) : 0);
  return {
    document: { name: document.name },
    figures: rows.map(({ total: _total, ...row }) => presentFigure(row)),
    total,
  };
}
