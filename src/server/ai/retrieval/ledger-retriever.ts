import { sql } from 'drizzle-orm';
import { conceptEntry, conceptLabel } from '@shared/concept-registry';
import type { FactScope } from '@shared/document-facts';
import { readableByAi } from '../../db/ai-access';
import { documentFacts, documents } from '../../db/schema';
import { wordTokens } from '../document-reading/concepts/concept-phrases';
import { clauseNumber } from '../document-reading/structure/text-blocks';
import type { UnderstoodQuestion } from '../chat/understand-question';
import {
  answerFeaturePriors,
  askedText,
  conceptFeatures,
  kindFits,
  ofOtherDates,
  ofOtherYears,
  undatedFarFromTitle,
  relatedConcepts,
  readerNamed,
  wordsOf,
  type AskedText,
  type LedgerHit,
} from './answer-features';
import { addresseesOf } from './addressees';
import { silentOnClassAsked } from './class-silence';
import { answerScore } from './answer-ranking';
import { supplantedStandIn } from './stand-ins';
import {
  distinctiveWords,
  documentsMentioning,
  namedByManager,
  documentsNotMentioning,
  namedDocuments,
  otherFundsOf,
} from './named-documents';
import type { Retriever, RetrievedSource } from './retriever';
import { rowsOf } from './rows-of';
import { scaledValue } from './scaled-value';
import {
  actualUnasked,
  inclusionUnasked,
  amountUnasked,
  changeUnasked,
  classUnasked,
  movementUnasked,
  drawnUnasked,
  kindUnasked,
  countUnasked,
  goalUnasked,
  levelUnasked,
  perUnitUnasked,
  investorPartUnasked,
  phaseUnasked,
  priorUnasked,
  sideUnasked,
  spanUnasked,
  standInOfOtherKind,
  targetUnasked,
} from './unasked-figures';
import {
  anotherHolding,
  isShareClass,
  namedHoldingsByDocument,
  namedRowsByDocument,
  numberedFunds,
  otherFundsByDocument,
  outsideNamedRows,
  ownFundOfAnother,
} from './named-rows';
import { outsidePartRows, partRowsByDocument, partUnsaid, partWords, withoutPartWords } from './part-rows';
import { documentHref } from './source-links';

export type { LedgerHit };

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

/**
 * How much a figure is what the question asks for: its concept asked for (the first named concept
 * most) or one that stands in for it, a phrase of the concept in its label or sentence, and the
 * question's other words in its label (or, less, its sentence), weighed by the features' priors. Below
 * `answeringScore` it only shares words with the question.
 */
export function relevance(
  hit: LedgerHit,
  question: UnderstoodQuestion,
  rowNames: readonly string[] = [],
): number {
  const features = conceptFeatures(hit, question);
  let score = Object.entries(features).reduce(
    (sum, [name, value]) => sum + answerFeaturePriors[name as keyof typeof features] * value,
    0,
  );
  // A row the question names holds what it asks of it ('What share of net assets was IntraOp
  // Medical?'), when it asks a share or its value is of a kind the asked concept takes: an amount in a
  // fund's row is not its IRR.
  const labelWords = wordsOf(`${hit.label} ${hit.column_header ?? ''} ${readerNamed(hit)}`);
  const heldRow = rowNames.some((name) => distinctiveWords(name).every((word) => labelWords.has(word)));
  const fits = question.shareOf || question.concepts.length === 0 || kindFits(hit, question) === 1;
  if (heldRow && fits) score += 3;
  return score;
}

/**
 * The question's names that name no document of the team: a party (an investor, a share class, a
 * holding, a row or column of a table); `rows` those long enough to look for in the documents' text.
 */
async function namesOfParties(
  db: Parameters<Retriever['retrieve']>[0],
  scope: Parameters<Retriever['retrieve']>[1]['scope'],
  names: readonly string[],
): Promise<{ parties: string[]; rows: string[] }> {
  const parties: string[] = [];
  for (const name of names) if ((await namedDocuments(db, scope, [name])).size === 0) parties.push(name);
  const rows = parties.filter((name) => distinctiveWords(name).some((word) => word.length >= 4));
  return { parties, rows };
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
 * Tillwise's carry), though it may be the closest figure found. A share class the question names
 * beside a fund is the fund's ('Tallis Credit Fund's Class I'): another fund's class is not it.
 */
export function aboutTheNamed(
  hit: LedgerHit,
  question: UnderstoodQuestion,
  named: ReadonlyMap<number, number>,
): boolean {
  const distinct = question.names.filter((name) => distinctiveWords(name).length > 0);
  const names = distinct.some((name) => !isShareClass(name))
    ? distinct.filter((name) => !isShareClass(name))
    : distinct;
  if (names.length === 0 || named.has(hit.document_id)) return true;
  const owner = wordsOf(`${hit.scope_name ?? ''} ${hit.label} ${hit.name} ${hit.title ?? ''}`);
  return names.some((name) => distinctiveWords(name).every((word) => owner.has(word)));
}

const textList = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Which figures come first when more match than `candidateLimit` (a fund named in many filings): a
 * rough relevance that SQL can sort by: the row the question names most, then its first concept, other
 * concepts, years and label words, so the cut drops the figures least like the answer rather than those of older documents.
 */
function candidateOrder(
  understood: UnderstoodQuestion,
  labelPatterns: readonly string[],
  rowPatterns: readonly string[],
) {
  const [first, ...others] = understood.concepts;
  const when = sql`coalesce(${documentFacts.period}, '') || ' ' || coalesce(${documentFacts.column}, '')`;
  const terms = [
    first ? sql`case when ${documentFacts.concept} = ${first} then 4 else 0 end` : null,
    others.length > 0
      ? sql`case when ${documentFacts.concept} = any(${textList(others)}) then 3 else 0 end`
      : null,
    rowPatterns.length > 0
      ? sql`case when lower(${documentFacts.label}) like any(${textList(rowPatterns)}) then 6 else 0 end`
      : null,
    understood.years.length > 0
      ? sql`case when ${when} ~ ${understood.years.join('|')} then 2 else 0 end`
      : null,
    labelPatterns.length > 0
      ? sql`case when lower(${documentFacts.label}) like any(${textList(labelPatterns)}) then 1 else 0 end`
      : null,
  ].filter((term) => term !== null);
  return terms.length > 0 ? sql.join(terms, sql` + `) : sql`0`;
}

/**
 * The documents a question's names point at most strongly ('CalPERS' and 'Investment Policy' name the
 * policy above the other CalPERS documents); a comparison keeps every document it names.
 */
function strongestNamed(named: Map<number, number>, understood: UnderstoodQuestion): Map<number, number> {
  if (understood.intent === 'compare') return named;
  const strongest = Math.max(0, ...named.values());
  return new Map([...named].filter(([, strength]) => strength === strongest));
}

/**
 * Of the documents a question's names point at as strongly as each other, those whose text holds all of
 * a name's words: 'Kestrel Ridge Growth Fund III' points in part at the Kestrel Ridge Growth Equity Fund
 * IV questionnaire and at Kestrel Peak Partners III's data pack, and only the questionnaire's track record
 * mentions it. A comparison keeps every document it names.
 */
async function mentioningTheNames(
  db: Parameters<Retriever['retrieve']>[0],
  scope: Parameters<Retriever['retrieve']>[1]['scope'],
  byName: Map<number, number>,
  understood: UnderstoodQuestion,
): Promise<Map<number, number>> {
  if (byName.size < 2 || understood.intent === 'compare') return byName;
  let kept = [...byName.keys()];
  for (const name of understood.names) {
    const silent = await documentsNotMentioning(db, scope, kept, name);
    if (silent.size > 0 && silent.size < kept.length) kept = kept.filter((id) => !silent.has(id));
  }
  return new Map(kept.map((id) => [id, byName.get(id)!]));
}

/**
 * A LIKE pattern for a word's comparable form in a label as written: a stem that ends in 'y' for 'ies'
 * ('company' of 'companies') is sought without it, and one spelt with 'iz' ('realiz') either way
 * ('realised', 'realized').
 */
const labelStem = (word: string) => (word.length >= 5 && word.endsWith('y') ? word.slice(0, -1) : word);
const labelPattern = (word: string) => `%${labelStem(word).replaceAll('iz', 'i_')}%`;
// A word in the title of an agreement's numbered clause on a figure's section path ('3.4 Capital Calls').
const clauseTitlePattern = (words: readonly string[]) =>
  `(^|› )${clauseNumber} [^›]*(?:${words
    .map((word) =>
      labelStem(word)
        .replace(/[^\p{L}\p{N}]/gu, '')
        .replaceAll('iz', 'i[sz]'),
    )
    .join('|')})`;

/**
 * The patterns ('%net assets%') an either-or match needs: one that holds another ('%total net assets%')
 * matches nothing more, and each costs a scan of every candidate's text.
 */
const broadestPatterns = (patterns: readonly string[]) =>
  [...new Set(patterns)].filter(
    (pattern) =>
      !patterns.some(
        (other) => other !== pattern && pattern.includes(other.slice(1, -1)) && other.length > 2,
      ),
  );

/** The sets of words an either-or match needs: a set holding another set matches nothing more. */
const fewestWordSets = (sets: readonly (readonly string[])[]) => {
  const unique = [
    ...new Map(sets.map((words) => [[...new Set(words)].sort().join(' '), [...new Set(words)]])).values(),
  ];
  return unique.filter(
    (words) => !unique.some((other) => other !== words && other.every((word) => words.includes(word))),
  );
};

/** The figures that may answer a question, and what its names point at, before they are scored. */
export type LedgerCandidates = {
  hits: LedgerHit[];
  /** How strongly the question's names point at each document. */
  named: Map<number, number>;
  /** The documents the question names by what they are called. */
  byName: Map<number, number>;
  /** The question's names that name no document: rows of a table. */
  rowNames: string[];
  asked: AskedText;
  /** The question as its names were resolved: a manager's fund as the manager and the fund's row. */
  resolved: UnderstoodQuestion;
};

/**
 * The figure ledger searched by what the question asks: its concepts, and its words in a figure's label,
 * within the documents its names point at when it names any.
 */
export async function ledgerCandidates(
  db: Parameters<Retriever['retrieve']>[0],
  {
    question,
    understood,
    scope,
    investmentId,
  }: Omit<Parameters<Retriever['retrieve']>[1], 'limit' | 'terms' | 'silentOnYears'>,
): Promise<LedgerCandidates> {
  // A question naming no document may point at one by what it is ('the subscription lines working paper').
  const byNames = await namedDocuments(db, scope, understood.names, investmentId);
  // A manager's numbered fund no document is called by points at the manager's documents, where the
  // fund is a row of the track record ('Northfold Fund V' in Northfold's Fund VI deck).
  const byManager =
    byNames.size === 0 ? await namedByManager(db, scope, understood.names, investmentId) : null;
  const described = byNames.size === 0 && !byManager ? understood.described : null;
  const byName = await mentioningTheNames(
    db,
    scope,
    strongestNamed(
      described
        ? await namedDocuments(db, scope, [described], investmentId)
        : (byManager?.documents ?? byNames),
      understood,
    ),
    understood,
  );
  const labelPatterns = understood.labelWords.filter((word) => word.length >= 4).map(labelPattern);
  const clauseWords = understood.labelWords.filter((word) => word.length >= 4);
  const clausePatterns = clauseWords.length > 0 ? [clauseTitlePattern(clauseWords)] : [];
  // A name that names no document may name a row ('IntraOp Medical' in a table of holdings): its
  // figures are candidates in the documents whose text mentions it.
  const parties = await namesOfParties(db, scope, understood.names);
  const rowNames = byManager
    ? [...parties.rows.filter((name) => !byManager.split.includes(name)), ...byManager.funds]
    : parties.rows;
  const asked = askedText(question, rowNames, parties.parties);
  const resolved = byManager
    ? {
        ...understood,
        names: understood.names.flatMap((name) =>
          byManager.split.includes(name) ? byManager.funds.filter((fund) => name.endsWith(fund)) : [name],
        ),
      }
    : understood;
  const mentioning = await documentsMentioning(db, scope, rowNames, investmentId);
  const rowPatterns = rowNames.flatMap((name) => {
    const word = distinctiveWords(name).find((candidate) => candidate.length >= 4);
    return word ? [`%${word}%`] : [];
  });
  const byRow = mentioning.length > 0 && rowPatterns.length > 0;
  // A name no document is called by ('SVVC', a fund's ticker) points at the documents that mention it.
  const named = byName.size > 0 ? byName : new Map(mentioning.map((id) => [id, 1]));
  const wanted = [...understood.concepts, ...relatedConcepts(understood.concepts)];
  // The phrases of the concepts asked and of those that stand in for them.
  const askedPhrases = wanted.flatMap((id) => [conceptLabel(id), ...(conceptEntry(id)?.synonyms ?? [])]);
  // In named documents a figure whose sentence or section holds one of them is a candidate too (a table
  // under 'Internal rate of return').
  const phrasePatterns = broadestPatterns(
    askedPhrases.filter((phrase) => phrase.length >= 4).map((phrase) => `%${phrase.toLowerCase()}%`),
  );
  if (understood.concepts.length === 0 && !byRow && labelPatterns.length === 0)
    return { hits: [], named, byName, rowNames, asked, resolved };
  const list = (values: readonly (string | number)[]) =>
    sql`${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}`;
  const concepts = wanted.length > 0 ? sql`${documentFacts.concept} in (${list(wanted)})` : sql`false`;
  // A word of the question in a figure's label, its column or its clause's title.
  const labelled =
    labelPatterns.length > 0
      ? sql`(lower(${documentFacts.label}) like any(array[${list(labelPatterns)}]::text[])
            or lower(coalesce(${documentFacts.column}, '')) like any(array[${list(labelPatterns)}]::text[])
            or lower(coalesce(${documentFacts.section}, '')) ~ any(array[${list(clausePatterns)}]::text[]))`
      : sql`false`;
  // In named documents a figure whose sentence holds the words the question names a concept with is a
  // candidate as well ('a 14% target' for 'the private equity target').
  const askedWith = Object.values(understood.askedAs)
    .filter((phrase) => phrase.length >= 4)
    .map((phrase) => `%${phrase.toLowerCase()}%`);
  const sentencePatterns = broadestPatterns([...phrasePatterns, ...askedWith]);
  // With named documents, their figures of the concept or holding the question's words; without, the
  // team's figures of the concept (through the concept index) or labelled with its phrase, or for a
  // question naming no concept those holding its words.
  const quoted =
    sentencePatterns.length > 0
      ? sql`(lower(${documentFacts.quote}) like any(array[${list(sentencePatterns)}]::text[])
            or lower(coalesce(${documentFacts.section}, '')) like any(array[${list(phrasePatterns.length > 0 ? phrasePatterns : sentencePatterns)}]::text[]))`
      : sql`false`;
  // A figure whose label holds a phrase of a concept asked, whatever concept the reader gave it: '62% of
  // them used a subscription line of credit' for a question about lines of credit.
  const phraseLabelled =
    phrasePatterns.length > 0
      ? sql`lower(${documentFacts.label}) like any(array[${list(phrasePatterns)}]::text[])`
      : sql`false`;
  // A phrase's words may stand across a row's label and its column: 'Total Commitment' under 'GP's
  // Allocation of Total Fund' is the GP's commitment.
  const rowAndColumn = sql`lower(${documentFacts.label} || ' ' || coalesce(${documentFacts.column}, ''))`;
  const phraseWords = fewestWordSets(
    askedPhrases
      .map((phrase) => wordTokens(phrase).map((token) => labelPattern(token.word)))
      .filter((words) => words.length >= 2),
  );
  const across =
    phraseWords.length > 0
      ? sql`(${sql.join(
          phraseWords.map((words) => sql`${rowAndColumn} like all(${textList(words)})`),
          sql` or `,
        )})`
      : sql`false`;
  const rows = byRow
    ? sql`(${documentFacts.documentId} in (${list(mentioning)}) and ${rowAndColumn} like any(array[${list(rowPatterns)}]::text[]))`
    : sql`false`;
  const where =
    named.size > 0
      ? sql`(${documentFacts.documentId} in (${list([...named.keys()])}) and (${concepts} or ${labelled} or ${quoted} or ${across})) or ${rows}`
      : understood.concepts.length > 0
        ? sql`${concepts} or ${phraseLabelled} or ${rows}`
        : sql`${labelled} or ${rows}`;
  // The documents the analyst may read, found once rather than once a figure.
  const readable = sql`select ${documents.id} as id, ${documents.name} as name, ${documents.summary} ->> 'title' as title,
      ${documents.type} as type, ${documents.investmentId} as investment_id
    from ${documents}
    where ${documents.teamId} = ${scope.teamId} and ${readableByAi}
      ${investmentId === undefined ? sql`` : sql`and ${documents.investmentId} = ${investmentId}`}`;
  const result = await db.execute(sql`
      with readable as materialized (${readable})
      select ${documentFacts.id} as id, ${documentFacts.documentId} as document_id, ${documentFacts.concept} as concept,
        ${documentFacts.label} as label, ${documentFacts.value} as value, ${documentFacts.scale} as scale, ${documentFacts.unit} as unit,
        ${documentFacts.period} as period, ${documentFacts.scope} as scope, ${documentFacts.scopeName} as scope_name,
        ${documentFacts.page} as page, ${documentFacts.sheet} as sheet, ${documentFacts.cell} as cell,
        ${documentFacts.quote} as quote, ${documentFacts.column} as column_header, ${documentFacts.section} as section,
        ${documentFacts.conceptScore} as concept_score, ${documentFacts.kind} as kind, ${documentFacts.number} as number, ${documentFacts.numberHigh} as number_high,
        ${documentFacts.position} as position, readable.name, readable.title, readable.type, readable.investment_id
      from ${documentFacts}
      join readable on readable.id = ${documentFacts.documentId}
      where ${documentFacts.teamId} = ${scope.teamId} and (${where})
      order by ${candidateOrder(understood, labelPatterns, rowPatterns)} desc,
        ${documentFacts.conceptScore} desc, ${documentFacts.documentId} desc, ${documentFacts.position}
      limit ${candidateLimit}`);
  const hits = rowsOf<LedgerHit>(result);
  // A notice addressed to a party the question names ('To: Thistledown University Endowment') speaks
  // of that party's figures as the reader's own ('Your share').
  const addressed = await addresseesOf(
    db,
    scope,
    [...new Set(hits.map((hit) => hit.document_id))],
    parties.rows,
  );
  for (const hit of hits) {
    const addressee = addressed.get(hit.document_id);
    if (addressee) hit.addressee = addressee;
  }
  return { hits, named, byName, rowNames, asked, resolved };
}

/** A figure's page for ordering: a workbook's cells and unpaged text after every page. */
const pageOrder = (hit: LedgerHit) => hit.page ?? Number.MAX_SAFE_INTEGER;

/**
 * The ledger's candidates scored by the fitted weights (`answerScore`) and ordered with ties broken by
 * document, then the page that states the figure first (a notice's own party before the fund's totals),
 * then rank, so the same data and question always give the same figures.
 */
export const ledgerRetriever: Retriever = {
  source: 'documents',
  async retrieve(db, request) {
    const { limit, question } = request;
    const {
      hits,
      named,
      byName,
      rowNames,
      asked,
      resolved: understood,
    } = await ledgerCandidates(db, request);
    // A document that never mentions what the question asks its figure of ('allocation to hedge
    // funds') states no such figure, whatever its figures' labels share with the question.
    const ids = [...new Set(hits.map((hit) => hit.document_id))];
    const askedPart = partWords(understood.askedOf ?? '');
    // Nor does one that names share classes, none of them the one asked ('Class A'), nor one that
    // never names a year asked, by its text or its name ('fiscal 2023' of a 2025 review).
    const silent = new Set([
      ...(askedPart.length > 0
        ? await documentsNotMentioning(db, request.scope, ids, askedPart.join(' '))
        : []),
      ...(await silentOnClassAsked(db, request.scope, ids, question)),
      ...(await request.silentOnYears(hits)),
    ]);
    const unmentioned = new Map<string, Set<number>>();
    for (const name of numberedFunds(rowNames))
      unmentioned.set(name, await documentsNotMentioning(db, request.scope, [...byName.keys()], name));
    const namedRows = namedRowsByDocument(hits, rowNames, byName, unmentioned);
    const namedHoldings = namedHoldingsByDocument(hits, asked.partyNames);
    const otherFunds = otherFundsByDocument(await otherFundsOf(db, request.scope, ids), understood.names);
    // A name that picked the documents out is what they are about, not a row in them, unless the
    // question asks for a share, which a holding's row gives ('What percent of SVVC's net assets was
    // Wrightspeed?'). Another year's or date's figure answers nothing, though it may be the closest
    // found, nor an undated one of a document titled with years far from those asked, nor does a row's
    // change for a question not about change, a balance's movement for the balance (borrowings under
    // a facility for what is outstanding on it, or what is drawn on it for its size), a per-share amount for one about the whole, an amount
    // for a rate, a term for another phase than the one asked, a figure on the other side of a
    // deduction or without what is asked with, the level a move reached for its size, a target for
    // what has happened or what has happened for a target, a figure over another span, a count of
    // something else, another share
    // class's figure, a figure of another kind than the question's words ask for or than the concept
    // asked takes (an amount of expenses for an expense ratio), or a figure that says
    // nothing of the part asked. Where a party the question names has rows of its own, only those rows
    // are its, and where a holding the question names has figures of its own, another holding's
    // figure is not its, nor is the document's own fund's where the question names only other funds
    // it speaks of (its successor). An unnamed prior fund's figure is not the named fund's, nor an
    // investor's part the whole fund's.
    const setAside = (hit: LedgerHit) =>
      silent.has(hit.document_id) ||
      // Whom a figure is about is judged by the names as asked: 'Fund V' alone is any manager's.
      !aboutTheNamed(hit, request.understood, named) ||
      priorUnasked(hit, understood, named) ||
      investorPartUnasked(hit, question) ||
      outsideNamedRows(hit, namedRows) ||
      anotherHolding(hit, namedHoldings) ||
      ownFundOfAnother(hit, otherFunds) ||
      ofOtherYears(hit, understood) ||
      undatedFarFromTitle(hit, understood) ||
      ofOtherDates(hit, understood) ||
      changeUnasked(hit, question) ||
      movementUnasked(hit, question) ||
      drawnUnasked(hit, understood, question) ||
      perUnitUnasked(hit, question) ||
      amountUnasked(hit, question) ||
      phaseUnasked(hit, question) ||
      sideUnasked(hit, question) ||
      inclusionUnasked(hit, question) ||
      levelUnasked(hit, question) ||
      targetUnasked(hit, question) ||
      actualUnasked(hit, understood) ||
      spanUnasked(hit, question) ||
      countUnasked(hit, understood.counted, question) ||
      classUnasked(hit, question) ||
      kindUnasked(hit, understood, question) ||
      standInOfOtherKind(hit, understood) ||
      partUnsaid(hit, askedPart);
    // Where a part the question names ('the growth equity portfolio') has rows of what is asked, only
    // they answer, though none be of the span or year asked; there the part's words say whose a figure
    // is, not what it is.
    const partRows = partRowsByDocument(
      hits,
      understood,
      question,
      (hit) => relevance(hit, understood) >= answeringScore,
    );
    const rowsAsked = byName.size > 0 || understood.shareOf ? rowNames : [];
    const relevances = hits.map((hit) =>
      setAside(hit) || outsidePartRows(hit, partRows)
        ? 0
        : relevance(hit, withoutPartWords(understood, partRows.get(hit.document_id)), rowsAsked),
    );
    // A target answers a question that names none only where its document states no figure that is.
    const goals = hits.map((hit) => goalUnasked(hit, question));
    const statingWhatIs = new Set(
      hits
        .filter((_, index) => !goals[index] && relevances[index] >= answeringScore)
        .map((hit) => hit.document_id),
    );
    const supplanted = supplantedStandIn(
      hits,
      relevances.map((score) => score >= answeringScore),
      understood,
    );
    const scored = hits
      .map((hit, index) => ({
        hit,
        score: answerScore(hit, understood, named, asked),
        relevant:
          (goals[index] && statingWhatIs.has(hit.document_id)) || supplanted(hit) ? 0 : relevances[index],
      }))
      .sort(
        (a, b) =>
          b.score - a.score ||
          b.hit.document_id - a.hit.document_id ||
          pageOrder(a.hit) - pageOrder(b.hit) ||
          a.hit.position - b.hit.position,
      );
    const chosen =
      understood.intent === 'compare' ? eachDocumentsBest(scored, limit) : scored.slice(0, limit);
    return chosen.map(({ hit, score, relevant }): RetrievedSource => {
      const shown = scaledValue(hit.value, hit.scale, hit.unit);
      return {
        text: `${hit.label}: ${shown} (${factAbout(hit)})\nQuote: ${hit.quote}`,
        score,
        investmentId: hit.investment_id,
        figure: {
          label: hit.label,
          value: shown,
          about: factAbout(hit),
          concept: hit.concept,
          kind: hit.kind,
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
