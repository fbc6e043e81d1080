import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DocumentAnalysis, DocumentFact, FactConceptId } from '@shared/document-facts';
import type { Db } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { documentFacts, type DocumentFactRow } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';

function presentFact(row: DocumentFactRow): DocumentFact {
  return {
    id: row.id,
    documentId: row.documentId,
    analystVersion: row.analystVersion,
    concept: row.concept as FactConceptId,
    label: row.label,
    value: row.value,
    number: row.number,
    unit: row.unit,
    scale: row.scale,
    period: row.period,
    scope: row.scope as DocumentFact['scope'],
    scopeName: row.scopeName,
    basis: row.basis as DocumentFact['basis'],
    targetOrActual: row.targetOrActual as DocumentFact['targetOrActual'],
    page: row.page,
    sheet: row.sheet,
    cell: row.cell,
    quote: row.quote,
    kind: row.kind as DocumentFact['kind'],
    numberHigh: row.numberHigh,
    column: row.column,
    section: row.section,
    conceptScore: row.conceptScore,
    highlight: row.highlight,
    reader: row.reader as DocumentFact['reader'],
    disagreesWith: row.disagreesWith,
  };
}

/**
 * Replaces a document's facts with the analyst's latest reading of it. A document Allocator wrote (a
 * memo) keeps none: its figures are its sources', never a source themselves.
 */
export async function replaceDocumentFacts(
  db: Db,
  document: { teamId: number; id: number; generated?: boolean },
  read: DocumentAnalysis['facts'],
  analystVersion: number,
): Promise<void> {
  const facts = document.generated ? [] : read;
  await db
    .delete(documentFacts)
    .where(ownedBy(documentFacts, document, eq(documentFacts.documentId, document.id)));
  await insertMany(
    db,
    documentFacts,
    facts.map((fact, position) => ({
      ...fact,
      reader: fact.reader ?? 'local',
      disagreesWith: fact.disagreesWith ?? [],
      teamId: document.teamId,
      documentId: document.id,
      analystVersion,
      position,
    })),
  );
}

export type DocumentFactFilter = {
  /** Only these documents' facts; absent means all the team's documents. */
  documentIds?: readonly number[];
  /** Only facts of these catalogue concepts ('net_irr', 'carried_interest'…). */
  concepts?: readonly FactConceptId[];
};

/**
 * The team's document facts, each document's in the analyst's order (most telling first). Another
 * team's document ids simply match nothing.
 */
export async function listDocumentFacts(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  filter: DocumentFactFilter = {},
): Promise<DocumentFact[]> {
  if (filter.documentIds?.length === 0 || filter.concepts?.length === 0) return [];
  const rows = await db
    .select()
    .from(documentFacts)
    .where(
      ownedBy(
        documentFacts,
        scope,
        and(
          filter.documentIds ? inArray(documentFacts.documentId, [...filter.documentIds]) : undefined,
          filter.concepts ? inArray(documentFacts.concept, [...filter.concepts]) : undefined,
        ),
      ),
    )
    .orderBy(asc(documentFacts.documentId), asc(documentFacts.position));
  return rows.map(presentFact);
}
