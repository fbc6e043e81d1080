import { sql } from 'drizzle-orm';
import { conceptEntry, conceptLabel } from '@shared/concept-registry';
import type { FactScope } from '@shared/document-facts';
import { readableByAi } from '../../db/ai-access';
import { documentFacts, documents } from '../../db/schema';
import { wordTokens } from '../document-reading/concepts/concept-phrases';
import { contentWords, type UnderstoodQuestion } from '../chat/understand-question';
import { distinctiveWords, documentsMentioning, namedDocuments } from './named-documents';
import type { Retriever, RetrievedSource } from './retriever';
import { rowsOf } from './rows-of';
import { documentHref } from './source-links';

export type LedgerHit = {
  id: number;
  document_id: number;
  concept: string;
  label: string;
  value: string;
  scale: string | null;
  period: string | null;
  scope: FactScope;
  scope_name: string | null;
  page: number | null;
  sheet: string | null;
  cell: string | null;
  quote: string;
  column_header: string | null;
  section: string | null;
  concept_score: number;
  kind: string;
  highlight: boolean;
  position: number;
  name: string;
  title: string | null;
  type: string;
  investment_id: number | null;
};

// Figures a question's concepts or words bring in before they are scored: enough for a 200-page report.
const candidateLimit = 600;
/** Below this relevance a figure does not answer the question: it shares a word or two with it at most. */
export const answeringScore = 2.5;

const scopeWords: Record<FactScope, string> = {
  fund: 'the fund',
  prior_fund: 'a prior fund',
  deal: 'a holding',
  company: 'a company',
  portfolio: 'the portfolio',
  benchmark: 'a benchmark',
  other: 'another party',
};

/** Whose figure it is and when, as the answer says it: 'prior fund Fund III, December 31, 2024'. */
export function factAbout(hit: Pick<LedgerHit, 'scope' | 'scope_name' | 'period'>): string {
  const whose = hit.scope_name
    ? `${hit.scope === 'prior_fund' ? 'prior fund ' : ''}${hit.scope_name}`
    : scopeWords[hit.scope];
  return [whose, hit.period].filter(Boolean).join(', ');
}

/** The concepts that stand in for those asked when those are not stated (the registry's `related`). */
function relatedConcepts(asked: readonly string[]): string[] {
  return [...new Set(asked.flatMap((id) => conceptEntry(id)?.related ?? []))].filter(
    (id) => !asked.includes(id),
  );
}

const wordsOf = (text: string | null) => new Set(text ? wordTokens(text).map((token) => token.word) : []);

/**
 * How much a figure is what the question asks for: its concept asked for (the first named concept
 * most) or one that stands in for it, a phrase of the concept in its label or sentence, and the
 * question's other words in its label (or, less, its sentence). Below `answeringScore` it only shares
 * words with the question.
 */
export function relevance(
  hit: LedgerHit,
  question: UnderstoodQuestion,
  rowNames: readonly string[] = [],
): number {
  let score = 0;
  const asked = question.concepts.indexOf(hit.concept);
  if (asked !== -1) score += asked === 0 ? 4 : 3;
  else if (relatedConcepts(question.concepts).includes(hit.concept)) score += 2.5;
  const labelWords = wordsOf(`${hit.label} ${hit.column_header ?? ''}`);
  const nearWords = wordsOf(`${hit.section ?? ''} ${hit.quote}`);
  if (asked === -1 && question.concepts.length > 0) {
    // A phrase of the concept in the label or the sentence stands in for a concept the reader did not
    // assign ('Total Fund NAV'; '“Preferred Return” means … [8]%').
    const phrases = question.concepts.flatMap((id) => [
      conceptLabel(id),
      ...(conceptEntry(id)?.synonyms ?? []),
    ]);
    const holds = (words: ReadonlySet<string>) =>
      phrases.some((phrase) => {
        const phraseWords = wordTokens(phrase).map((token) => token.word);
        return phraseWords.length > 0 && phraseWords.every((word) => words.has(word));
      });
    if (holds(labelWords)) score += 2.5;
    else if (holds(nearWords)) score += 1.5;
  }
  for (const word of question.labelWords) {
    if (labelWords.has(word)) score += 1;
    else if (nearWords.has(word)) score += 0.6;
  }
  // A figure asked for by no concept is answered by the label that is most nearly the question's words.
  if (question.concepts.length === 0) score += labelFit(hit.label, question);
  // A row the question names holds what it asks of it ('… net assets was IntraOp Medical').
  if (rowNames.some((name) => distinctiveWords(name).every((word) => labelWords.has(word)))) score += 3;
  // A part of an amount is a percent, never the amount itself.
  if (question.shareOf) score += hit.kind === 'percent' ? 1 : -4;
  return score;
}

/** The question's names that name no document of the team: a holding, a company, a row of a table. */
async function namesOfRows(
  db: Parameters<Retriever['retrieve']>[0],
  scope: Parameters<Retriever['retrieve']>[1]['scope'],
  names: readonly string[],
): Promise<string[]> {
  const rows: string[] = [];
  for (const name of names) {
    if (!distinctiveWords(name).some((word) => word.length >= 4)) continue;
    if ((await namedDocuments(db, scope, [name])).size === 0) rows.push(name);
  }
  return rows;
}

// How much a label that is the question's own words counts beside a concept or a named document.
const labelFitWeight = 1.5;

/**
 * How closely a figure's label is what the question asks, as the F1 of their words: 'Management fees'
 * fits 'How much did the fund pay in management fees?' better than 'Management fees payable' does, and
 * 'Net increase in partners' capital from operations' better than 'Partners' capital'.
 */
export function labelFit(label: string, question: UnderstoodQuestion): number {
  const asked = new Set([...question.labelWords, ...Object.values(question.askedAs).flatMap(contentWords)]);
  const names = new Set(question.names.flatMap(contentWords));
  const labelled = contentWords(label).filter((word) => !names.has(word));
  const shared = labelled.filter((word) => asked.has(word)).length;
  if (shared === 0) return 0;
  const precision = shared / labelled.length;
  const recall = shared / asked.size;
  return (2 * precision * recall) / (precision + recall);
}

/** Whether a figure's period is the very date the question names ('DECEMBER 31, 2019' for 'December 31, 2019'). */
function sameDate(period: string | null, asked: string | null): boolean {
  const squeeze = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return period !== null && asked !== null && /\d/.test(asked) && squeeze(period) === squeeze(asked);
}

/**
 * How well a figure answers the question: its relevance, then its document or owner named, its period
 * the one asked about, the fund's own figure, one the document highlights, one its reader was sure of.
 */
export function scoreHit(
  hit: LedgerHit,
  question: UnderstoodQuestion,
  named: ReadonlyMap<number, number>,
): number {
  let score = relevance(hit, question);
  score += Math.min(3, named.get(hit.document_id) ?? 0);
  // A holding's or another fund's figure answers a question that names it, in its owner or its row.
  const owner = hit.scope !== 'fund' ? wordsOf(`${hit.scope_name ?? ''} ${hit.label}`) : null;
  const ownerNamed =
    owner !== null && question.names.some((name) => distinctiveWords(name).every((word) => owner.has(word)));
  if (ownerNamed) score += 2;
  else if (hit.scope === 'fund' || hit.scope === 'company') score += 0.5;
  else if (question.names.length > 0 && named.size > 0) score -= 1;
  if (question.years.length > 0) {
    const when = `${hit.period ?? ''} ${hit.column_header ?? ''}`;
    const years = [...when.matchAll(/\b(?:19|20)\d{2}\b/g)].map((match) => Number(match[0]));
    if (years.some((year) => question.years.includes(year)))
      score += sameDate(hit.period, question.period) ? 3 : 2;
    else if (years.length > 0) score -= 1.5;
    else if (question.years.some((year) => `${hit.name} ${hit.title ?? ''}`.includes(String(year))))
      score += 1;
  }
  if (question.target !== hit.concept.startsWith('target_')) score -= question.target ? 1 : 0.5;
  if (question.documentTypes.includes(hit.type)) score += 1.5;
  if (hit.highlight) score += 0.5;
  score += labelFitWeight * labelFit(hit.label, question);
  return score + hit.concept_score * 0.5;
}

/**
 * For a comparison, the best figure of each document first, so every fund compared has its figure, then
 * the rest in order of score.
 */
function eachDocumentsBest<Scored extends { hit: LedgerHit }>(
  scored: readonly Scored[],
  limit: number,
): Scored[] {
  const seen = new Set<number>();
  const firsts = scored.filter((item) => !seen.has(item.hit.document_id) && seen.add(item.hit.document_id));
  return [...firsts, ...scored.filter((item) => !firsts.includes(item))].slice(0, limit);
}

/**
 * Whether a figure is about whom the question names: its document is named, or its owner or row is. A
 * figure of someone the question does not name answers nothing ('the carry of Northbridge' is not
 * Tillwise's carry), though it may be the closest figure found.
 */
function aboutTheNamed(
  hit: LedgerHit,
  question: UnderstoodQuestion,
  named: ReadonlyMap<number, number>,
): boolean {
  const names = question.names.filter((name) => distinctiveWords(name).length > 0);
  if (names.length === 0 || named.has(hit.document_id)) return true;
  const owner = wordsOf(`${hit.scope_name ?? ''} ${hit.label} ${hit.name} ${hit.title ?? ''}`);
  return names.some((name) => distinctiveWords(name).every((word) => owner.has(word)));
}

/**
 * The figure ledger searched by what the question asks: its concepts, and its words in a figure's label,
 * within the documents its names point at when it names any. Scored in code (`scoreHit`) and ordered with
 * ties broken by document and position, so the same data and question always give the same figures.
 */
export const ledgerRetriever: Retriever = {
  source: 'documents',
  async retrieve(db, { understood, scope, investmentId, limit }) {
    const byName = await namedDocuments(db, scope, understood.names, investmentId);
    const labelPatterns = understood.labelWords.filter((word) => word.length >= 4).map((word) => `%${word}%`);
    // A name that names no document may name a row ('IntraOp Medical' in a table of holdings): its
    // figures are candidates in the documents whose text mentions it.
    const rowNames = await namesOfRows(db, scope, understood.names);
    const mentioning = await documentsMentioning(db, scope, rowNames, investmentId);
    const rowPatterns = rowNames.map(
      (name) => `%${distinctiveWords(name).find((word) => word.length >= 4)}%`,
    );
    const byRow = mentioning.length > 0 && rowPatterns.length > 0;
    // A name no document is called by ('SVVC', a fund's ticker) points at the documents that mention it.
    const named = byName.size > 0 ? byName : new Map(mentioning.map((id) => [id, 1]));
    // In named documents a figure whose sentence holds the concept's phrase is a candidate too.
    const phrasePatterns = understood.concepts
      .flatMap((id) => [conceptLabel(id), ...(conceptEntry(id)?.synonyms ?? [])])
      .filter((phrase) => phrase.length >= 4)
      .map((phrase) => `%${phrase.toLowerCase()}%`);
    if (understood.concepts.length === 0 && !byRow && (named.size === 0 || labelPatterns.length === 0))
      return [];
    const list = (values: readonly (string | number)[]) =>
      sql`${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}`;
    const wanted = [...understood.concepts, ...relatedConcepts(understood.concepts)];
    const concepts = wanted.length > 0 ? sql`${documentFacts.concept} in (${list(wanted)})` : sql`false`;
    const labelled =
      labelPatterns.length > 0
        ? sql`(lower(${documentFacts.label}) like any(array[${list(labelPatterns)}]::text[])
            or lower(coalesce(${documentFacts.column}, '')) like any(array[${list(labelPatterns)}]::text[]))`
        : sql`false`;
    // With named documents, their figures of the concept or holding the question's words; without, the
    // team's figures of the concept, through the concept index.
    const quoted =
      phrasePatterns.length > 0
        ? sql`lower(${documentFacts.quote}) like any(array[${list(phrasePatterns)}]::text[])`
        : sql`false`;
    const rows = byRow
      ? sql`(${documentFacts.documentId} in (${list(mentioning)}) and lower(${documentFacts.label}) like any(array[${list(rowPatterns)}]::text[]))`
      : sql`false`;
    const where =
      named.size > 0
        ? sql`(${documentFacts.documentId} in (${list([...named.keys()])}) and (${concepts} or ${labelled} or ${quoted})) or ${rows}`
        : sql`${concepts} or ${rows}`;
    const result = await db.execute(sql`
      select ${documentFacts.id} as id, ${documentFacts.documentId} as document_id, ${documentFacts.concept} as concept,
        ${documentFacts.label} as label, ${documentFacts.value} as value, ${documentFacts.scale} as scale,
        ${documentFacts.period} as period, ${documentFacts.scope} as scope, ${documentFacts.scopeName} as scope_name,
        ${documentFacts.page} as page, ${documentFacts.sheet} as sheet, ${documentFacts.cell} as cell,
        ${documentFacts.quote} as quote, ${documentFacts.column} as column_header, ${documentFacts.section} as section,
        ${documentFacts.conceptScore} as concept_score, ${documentFacts.kind} as kind, ${documentFacts.highlight} as highlight,
        ${documentFacts.position} as position, ${documents.name} as name, ${documents.summary} ->> 'title' as title,
        ${documents.type} as type, ${documents.investmentId} as investment_id
      from ${documentFacts}
      join ${documents} on ${documents.id} = ${documentFacts.documentId} and ${documents.teamId} = ${scope.teamId}
      where ${documentFacts.teamId} = ${scope.teamId} and ${readableByAi} and ${where}
        ${investmentId === undefined ? sql`` : sql`and ${documents.investmentId} = ${investmentId}`}
      order by ${documentFacts.highlight} desc, ${documentFacts.documentId} desc, ${documentFacts.position}
      limit ${candidateLimit}`);
    const scored = rowsOf<LedgerHit>(result)
      .map((hit) => ({
        hit,
        score: scoreHit(hit, understood, named),
        // A name that picked the documents out is what they are about, not a row in them.
        relevant: aboutTheNamed(hit, understood, named)
          ? relevance(hit, understood, byName.size > 0 ? rowNames : [])
          : 0,
      }))
      .sort(
        (a, b) =>
          b.score - a.score || b.hit.document_id - a.hit.document_id || a.hit.position - b.hit.position,
      );
    const chosen =
      understood.intent === 'compare' ? eachDocumentsBest(scored, limit) : scored.slice(0, limit);
    return chosen.map(({ hit, score, relevant }): RetrievedSource => {
      const shown =
        hit.scale && !/\d\s?(?:[KMB]|bn|mn|mm|thousand|million|billion)\b/i.test(hit.value)
          ? `${hit.value} (in ${hit.scale})`
          : hit.value;
      return {
        text: `${hit.label}: ${shown} (${factAbout(hit)})\nQuote: ${hit.quote}`,
        score,
        investmentId: hit.investment_id,
        figure: {
          label: hit.label,
          value: shown,
          about: factAbout(hit),
          concept: hit.concept,
          period: hit.period,
          scope: hit.scope,
          scopeName: hit.scope_name,
          document: hit.title ?? hit.name,
          relevance: relevant,
        },
        citation: {
          kind: 'document' as const,
          id: hit.document_id,
          title: hit.sheet ? `${hit.name} (${hit.sheet}${hit.cell ? ` ${hit.cell}` : ''})` : hit.name,
          ...(hit.page ? { page: hit.page } : {}),
          quote: hit.quote,
          href: documentHref(hit.document_id, hit.page),
        },
      };
    });
  },
};
