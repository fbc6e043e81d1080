import { conceptEntry, conceptLabel } from '@shared/concept-registry';
import type { FactScope } from '@shared/document-facts';
import { withoutComparisons } from '../document-reading/concepts/compared-with';
import { measuredPart } from '../document-reading/concepts/excluded-words';
import { escapePattern } from '../document-reading/text/escape-pattern';
import { endMonth, findDates } from '../document-reading/numbers/dates';
import { measureMoved } from '../document-reading/numbers/movement-verbs';
import { readNumbers } from '../document-reading/numbers/number-grammar';
import { wordTokens } from '../document-reading/concepts/concept-phrases';
import { fundPartyWords } from '../chat/fund-parties';
import { contentWords, type UnderstoodQuestion } from '../chat/understand-question';
import { boundStated } from './figure-bounds';
import {
  asksEarlier,
  asksWhatIsNow,
  asksWhatWillBe,
  isChangeToCome,
  isEarlierFigure,
} from './earlier-figures';
import { askedSpan, sameSpan, statedSpan } from './figure-spans';
import { distinctiveWords } from './named-documents';
import { otherKindsIn } from './other-kinds';

/** A figure of the ledger as the retriever reads it, with the document it stands in. */
export type LedgerHit = {
  id: number;
  document_id: number;
  concept: string;
  label: string;
  value: string;
  scale: string | null;
  /** The currency an amount is in ('USD'), or '%' for a share a table's column names. */
  unit: string | null;
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
  /** The value as a number, its scale applied ('$45 million' 45,000,000). */
  number: number | null;
  /** A range's high end ('8% to 18%'), null for a single value. */
  number_high: number | null;
  position: number;
  name: string;
  title: string | null;
  type: string;
  investment_id: number | null;
  /**
   * The party the figure's document is addressed to ('To: Thistledown University Endowment'), when a
   * question names it: the reader's own rows ('Your share') are that party's. Set by the retriever.
   */
  addressee?: string;
};

/**
 * What tells whether a figure of the ledger is the one a question asks for. Each feature is a fact about
 * the pair, never a word of one document: the question's concept and words against the figure's label,
 * column, sentence and section; whose figure it is; its period against the question's; its kind.
 * `scripts/fit-answers.ts` fits their weights on the dev half's and the probes' questions (answer-weights.json),
 * starting from the priors beside each name.
 */
export const answerFeaturePriors = {
  /** The figure's concept is the first one asked, another one asked, or one that stands in for it. */
  concept_first: 4,
  concept_other: 3,
  concept_related: 2.5,
  /** A concept asked is not the figure's, but the concept's phrase is in its label, or near it. */
  phrase_in_label: 2.5,
  phrase_near: 1.5,
  /** The question's own words in the label or column (each), else in the sentence or section. */
  words_in_label: 1,
  words_near: 0.6,
  /** For a question naming no concept, how nearly the label is its words. */
  fit_without_concept: 1.5,
  /** A question for a share of an amount, and a percent or an amount. */
  share_as_percent: 1,
  share_as_amount: -4,
  /** The figure is the earlier value its sentence compares another with ('from 78.5% a year earlier'), asked or not. */
  earlier_asked: 2,
  earlier_unasked: -1,
  /** The figure is what a change still to come leads to ('from 1.0% to 0.5%'), and the question asks what will be, or what is now. */
  to_come_asked: 1.5,
  to_come_unasked: -1.5,
  /** The figure is of a concept the question names but does not ask: the whole it asks a part of ('How much of the costs came from …'). */
  concept_set_aside: -1.5,
  /** A share its column states ('% of Total') when the question asks for no share and no rate. */
  share_unasked: -1,
  /** The figure is of the kind the question's words ask for ('how often' a frequency, 'how many' a count). */
  kind_asked: 1.5,
  /** The question asks for a limit, and the figure's sentence states it as that limit ('not to exceed 75%'), or as the other. */
  bound_asked: 1,
  bound_other: -1,
  /** How strongly the question's names point at the figure's document (0 to 3). */
  document_named: 1,
  /** Another party's figure (a holding's, a prior fund's) whose owner or row the question names. */
  owner_named: 2,
  /** The document's own fund's figure (or a company's), when no owner is named. */
  own_figure: 0.5,
  /** Another party's figure in a named document when the question names someone else. */
  other_owner: -1,
  /** The figure's period or column holds a year the question asks about; its very date. */
  year_asked: 2,
  date_asked: 1,
  /** The figure's period holds only other years. */
  year_other: -1.5,
  /** The period holds no year, but the document's name or title holds one asked. */
  year_in_title: 1,
  /** A target asked and the figure is a reported one; a reported one asked and the figure a target. */
  target_missing: -1,
  target_unasked: -0.5,
  /** The document is of a type the question names. */
  document_type: 1.5,
  /** How nearly the label is the question's words (F1). */
  label_fit: 1.5,
  /** How sure the reader was of the figure's concept. */
  concept_score: 0.5,
  /** The share of the column heading's words the question uses ('since inception', 'current period'). */
  column_fit: 0,
  /** The figure has a column heading none of whose words the question uses. */
  column_unasked: 0,
  /** A total row ('Total investments') or a total column (a statement's 'Total' beside each class of partner). */
  total_row: 0,
  total_column: 0,
  /** The question asks for a total ('the total cost basis') and the figure's row is one. */
  total_asked: 1,
  /** The column heading names whom the question names ('LP #5's Allocation' for LP #5). */
  column_named: 0,
  /** The column is one class of partner's ('General partner' beside 'Total'), a class the question never names. */
  column_class_unasked: -1,
  /** Each further name of the question that the figure's row or owner holds (the investor and the fund). */
  names_in_row: 0,
  /**
   * How many names of the question that name no document the figure's row holds (a holding in a
   * schedule of investments, the investor and the fund in a workbook), whoever the reader took the row
   * for; or it is a total row when the question names such a row.
   */
  row_named: 3,
  total_of_named_row: -1,
  /**
   * How many names of the question that name no document are held by none of the figure's row, column
   * and owner: the total column or another investor's when the question asks for LP #5's.
   */
  party_unheld: -1,
  /** The figure's column or period runs over the span the question asks (since inception, year to date, the quarter), or another. */
  span_asked: 0,
  span_other: 0,
  /** A balance the question does not name: an accrual, a payable, a receivable ('Distributions payable'). */
  balance_item: 0,
  /** A holding's figure that the question does not name. */
  holding_unnamed: 0,
  /** The value is zero or a dash. */
  zero_value: 0,
  /** The figure's kind is one its concept takes (a percent for a fee rate). */
  kind_fits: 0,
  /** The question's words ask for a kind of value ('how many', 'how often') the figure is not. */
  kind_unasked: -1.5,
  /** The question asks for a range ('the allowed range') and the figure is one ('8% to 18%'). */
  range_asked: 1.5,
  /** The figure's label holds what 'how many' counts ('Partnerships' for 'How many partnerships …'). */
  counted_in_label: 2,
  /** The figure's row is what the question asks its concept of ('Co-investment' for 'commit to a co-investment', 'Opportunistic' for 'the target for opportunistic strategies'). */
  object_in_label: 1.5,
  /** The figure is of a known concept, and not one the question asks for or one standing in for it. */
  concept_unasked: -2,
  /** An opening balance ('Net asset value, beginning of year') the question does not ask for. */
  opening_unasked: -1.5,
  /** The question asks of a benchmark or an index, and the figure is a benchmark's, or is not. */
  benchmark_asked: 2,
  benchmark_unasked: -1,
  /** The figure's value is one the question states ('How much would a 100 basis point rise cut NAV?'). */
  value_in_question: -4,
} as const;

export type AnswerFeatureName = keyof typeof answerFeaturePriors;
export const answerFeatureNames = Object.keys(answerFeaturePriors) as AnswerFeatureName[];

/**
 * The question as typed, its words as the ledger's labels are read, and its names that name no document
 * of the team: rows of a table, a holding, a company.
 */
export type AskedText = {
  text: string;
  words: ReadonlySet<string>;
  rowNames: readonly string[];
  /** Every name that names no document, however short ('LP #5', 'Class I'). */
  partyNames: readonly string[];
  /** The values the question states, by kind: given, not asked for. */
  values: readonly { kind: string; value: number }[];
};

export function askedText(
  question: string,
  rowNames: readonly string[] = [],
  partyNames: readonly string[] = rowNames,
): AskedText {
  const words = new Set(wordTokens(question).map((token) => token.word));
  const values = readNumbers(question, 'prose').figures.map(({ kind, value }) => ({ kind, value }));
  return { text: question, words, rowNames, partyNames, values };
}

/** A text's words, as the ledger's labels are read. */
export const wordsOf = (text: string | null) =>
  new Set(text ? wordTokens(text).map((token) => token.word) : []);

/** The concepts that stand in for those asked when those are not stated (the registry's `related`). */
export function relatedConcepts(asked: readonly string[]): string[] {
  return [...new Set(asked.flatMap((id) => conceptEntry(id)?.related ?? []))].filter(
    (id) => !asked.includes(id),
  );
}

/** What the figure's document is called: its file's name and its title. */
const documentName = (hit: Pick<LedgerHit, 'name' | 'title'>) => `${hit.name} ${hit.title ?? ''}`;

/** A label's words that say what its figure is, unless the question too asks what is taken off. */
const measured = (label: string, question: UnderstoodQuestion) =>
  question.takesOff ? label : measuredPart(label);

/**
 * How closely a figure's label is what the question asks, as the F1 of their words: 'Management fees'
 * fits 'How much did the fund pay in management fees?' better than 'Management fees payable' does, and
 * 'Net increase in partners' capital from operations' better than 'Partners' capital'.
 */
export function labelFit(label: string, question: UnderstoodQuestion, documentName = ''): number {
  const names = new Set(question.names.flatMap(contentWords));
  const labelled = contentWords(measured(label, question)).filter((word) => !names.has(word));
  // A word of the document's name is what all its figures are of: 'Tenor' in a facility's terms is the
  // facility's tenor without saying so.
  const titled = new Set(contentWords(documentName));
  const asked = new Set(
    [...question.labelWords, ...Object.values(question.askedAs).flatMap(contentWords)].filter(
      (word) => labelled.includes(word) || !titled.has(word),
    ),
  );
  const otherKinds = otherKindsIn([label], question.labelPhrases);
  const shared = labelled.filter((word) => asked.has(word) && !otherKinds.has(word)).length;
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

// A fund a manager's own document names by its number alone: 'Fund II' in its track record.
const bareNumberedFund = /^fund\s+[ivxlc]+$/i;

/**
 * Whether the figure is the reader's own: 'Your share', a table under 'Your Account', 'your 2.5% interest
 * in the Partnership'.
 */
function readersOwn(hit: LedgerHit): boolean {
  if (/\byour\b/i.test(`${hit.label} ${hit.column_header ?? ''} ${hit.section ?? ''}`)) return true;
  return new RegExp(
    String.raw`\byour\s+(?:${escapePattern(hit.value)}|${escapePattern(hit.label)})`,
    'i',
  ).test(hit.quote);
}

/** The party a row of the reader's own is of: its document's addressee, or ''. */
export const readerNamed = (hit: LedgerHit) => (hit.addressee && readersOwn(hit) ? hit.addressee : '');

/** Whose the figure is by its row: its owner and label, and the addressee for the reader's own row. */
const ownerText = (hit: LedgerHit) => `${hit.scope_name ?? ''} ${hit.label} ${readerNamed(hit)}`;

/**
 * How many of the names the figure's row or owner holds: all of a name's distinctive words, or, for a
 * row of a fund named by its number alone ('Fund II'), the name's number ('Sable Harbor Fund II': the
 * manager's words are the document's, which `document_named` weighs).
 */
export function namesHeld(hit: LedgerHit, names: readonly string[]): number {
  // An index's figure is held by the index alone: its label may be the fund's own, from the sentence
  // that compares them ('Class I shares returned 10.42%, compared with 9.18% for the Index').
  const owner = wordsOf(hit.scope === 'benchmark' && hit.scope_name ? hit.scope_name : ownerText(hit));
  const bare = [hit.scope_name, hit.label].find((text) => bareNumberedFund.test(text?.trim() ?? ''));
  return names.filter((name) => {
    if (bare && name.toLowerCase().endsWith(` ${bare.trim().toLowerCase()}`)) return true;
    const wanted = distinctiveWords(name);
    return wanted.length > 0 && wanted.every((word) => owner.has(word));
  }).length;
}

/** How many of the names a text holds every word of ('Level 3', not 'Level 1'). */
const namesHeldBy = (text: string | null, names: readonly string[]) => {
  const words = wordsOf(text);
  return names.filter((name) => {
    const wanted = wordTokens(name).map((token) => token.word);
    return wanted.length > 0 && wanted.every((word) => words.has(word));
  }).length;
};

/**
 * The words of the figure's own clause before it: 'Hollins Ridge will lead with a commitment of' for
 * $600 million, and not for the $410 million of ', and co-investors have committed a further'.
 */
function clauseBefore(hit: LedgerHit): string {
  const at = hit.quote.indexOf(hit.value);
  return at < 0
    ? ''
    : (hit.quote
        .slice(0, at)
        .split(/;|,\s+and\b|\.\s/)
        .at(-1) ?? '');
}

/**
 * How many of the names none of the figure's row, column, owner and own clause holds, by all their
 * words when none is distinctive.
 */
function namesUnheld(hit: LedgerHit, names: readonly string[]): number {
  const held = wordsOf(`${ownerText(hit)} ${hit.column_header ?? ''} ${clauseBefore(hit)}`);
  return names.filter((name) => {
    const distinctive = distinctiveWords(name);
    const wanted = distinctive.length > 0 ? distinctive : wordTokens(name).map((token) => token.word);
    return wanted.length > 0 && !wanted.every((word) => held.has(word));
  }).length;
}

/** Whether the question names the figure's owner or row: a holding's, a prior fund's. */
export function ownerNamed(hit: LedgerHit, question: UnderstoodQuestion): boolean {
  return hit.scope !== 'fund' && namesHeld(hit, question.names) > 0;
}

/** Whether the figure is the document's own fund's or company's. */
const ownScope = (hit: LedgerHit) => hit.scope === 'fund' || hit.scope === 'company';

/** Whether the figure is of whom the question asks: its own fund's or company's, or an owner it names. */
export function ofWhomAsked(hit: LedgerHit, question: UnderstoodQuestion): boolean {
  return ownScope(hit) || ownerNamed(hit, question);
}

// A label that is only a party's name ('Limited Partners   80%' in a split of profits) says whose the
// figure is, not what it is.
const partyOnly = new RegExp(String.raw`^(?:the\s+)?${fundPartyWords}$`, 'i');

// A title's words each capitalised, whose initials a question may write for it ('CIO').
const titleWords = /\p{Lu}[\p{L}'’-]*(?:\s+(?:of\s+|and\s+|&\s+)?\p{Lu}[\p{L}'’-]*){1,4}/gu;

/**
 * The initials of each run of capitalised words in a text, lower-cased: 'cio' for 'Chief Investment
 * Officer', so that a question writing the short form finds the heading that spells it out.
 */
function initialsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(titleWords)) {
    const words = match[0].split(/\s+/).filter((word) => !/^(?:of|and|&)$/.test(word));
    found.add(words.map((word) => word[0].toLowerCase()).join(''));
  }
  return found;
}

// A verb of movement right before a figure: 'Distributions rose (22%)', 'grew by (14%)', 'has grown at
// (15.5%) a year'.
const movedJustBefore = new RegExp(String.raw`${measureMoved}(?:\s+(?:by|at))?\s*$`, 'i');

/** Whether the figure is a percent its sentence's subject moved by: that subject's growth. */
function movedBy(hit: LedgerHit): boolean {
  const at = hit.quote.indexOf(hit.value);
  return hit.kind === 'percent' && at > 0 && movedJustBefore.test(hit.quote.slice(0, at));
}

/**
 * What says the figure is what was asked, whoever's it is: which concept it is, and whether its words
 * are the question's. `relevance` in ledger-retriever.ts weighs these alone.
 */
export function conceptFeatures(hit: LedgerHit, question: UnderstoodQuestion) {
  // A growth asked is answered by a percent its subject moved by, whatever concept the reader gave it.
  const concept = question.concepts.includes('growth_rate') && movedBy(hit) ? 'growth_rate' : hit.concept;
  const asked = question.concepts.indexOf(concept);
  const label = measured(hit.label, question);
  // Asked a concept it is not, a party's figure is not what was asked for naming the party.
  const whoseOnly = asked === -1 && question.concepts.length > 0 && partyOnly.test(label.trim());
  // A questionnaire's question heading its answer says what the answer's figures are ('3.2 What is the
  // loss ratio across the firm's investments?').
  const heading = hit.section?.split(' › ').at(-1) ?? '';
  const asking = /\?\s*$/.test(heading) ? heading : '';
  const labelWords = wordsOf(`${whoseOnly ? '' : label} ${hit.column_header ?? ''} ${asking}`);
  const nearWords = wordsOf(`${hit.section ?? ''} ${hit.quote}`);
  let phraseInLabel = 0;
  let phraseNear = 0;
  // The concepts asked before the figure's (all, when it is of none asked): their phrases in its label
  // or sentence stand in for a concept the reader did not assign ('Total Fund NAV'; '“Preferred
  // Return” means … [8]%'; 'Amount outstanding' read as the facility's, asked what is drawn on it).
  const others = asked === -1 ? question.concepts : question.concepts.slice(0, asked);
  if (others.length > 0) {
    const phrases = others.flatMap((id) => [conceptLabel(id), ...(conceptEntry(id)?.synonyms ?? [])]);
    const holds = (words: ReadonlySet<string>) =>
      phrases.some((phrase) => {
        const phraseWords = wordTokens(phrase).map((token) => token.word);
        return phraseWords.length > 0 && phraseWords.every((word) => words.has(word));
      });
    // A label that is only a word people ask for the concept with, or the question's own words for it,
    // names it too ('Target' for a fundraising target, or for 'the private equity target').
    const askedWords = others.flatMap((id) =>
      [...(conceptEntry(id)?.asked ?? []), ...(question.askedAs[id] ? [question.askedAs[id]] : [])].map(
        (phrase) => wordTokens(phrase).map((token) => token.word),
      ),
    );
    const labelIsAsked = askedWords.some(
      (phrase) => phrase.length === labelWords.size && phrase.every((word) => labelWords.has(word)),
    );
    if (holds(labelWords) || labelIsAsked) phraseInLabel = 1;
    else if (holds(nearWords)) phraseNear = 1;
  }
  const stated = question.bound ? boundStated(hit.quote, hit.value) : null;
  let wordsInLabel = 0;
  let wordsNear = 0;
  const initials = initialsIn(`${label} | ${hit.column_header ?? ''}`);
  const otherKinds = otherKindsIn([label, hit.column_header ?? ''], question.labelPhrases);
  for (const word of question.labelWords) {
    if (otherKinds.has(word)) continue;
    if (labelWords.has(word) || initials.has(word)) wordsInLabel += 1;
    else if (nearWords.has(word)) wordsNear += 1;
  }
  return {
    concept_first: Number(asked === 0),
    concept_other: Number(asked > 0),
    concept_related: Number(asked === -1 && relatedConcepts(question.concepts).includes(concept)),
    phrase_in_label: phraseInLabel,
    phrase_near: phraseNear,
    words_in_label: wordsInLabel,
    words_near: wordsNear,
    fit_without_concept:
      question.concepts.length === 0
        ? Math.max(
            labelFit(hit.label, question, documentName(hit)),
            asking ? labelFit(asking, question, documentName(hit)) : 0,
          )
        : 0,
    share_as_percent: Number(question.shareOf && hit.kind === 'percent'),
    share_as_amount: Number(question.shareOf && hit.kind !== 'percent'),
    kind_asked: Number((question.valueKinds as readonly string[]).includes(hit.kind)),
    bound_asked: Number(stated !== null && stated === question.bound),
    bound_other: Number(stated !== null && question.bound !== null && stated !== question.bound),
  };
}

/**
 * The years a text names in full ('December 31, 2019' names 2019, 'FY 2023-24' both 2023 and 2024); a
 * two-digit year alone ('11/28/12', an acquisition date in a schedule's row) is too unsure to count. Read
 * as fiscal years, a span of two names the year it ends in: 'Fiscal Year 2025-26' is fiscal year 2026.
 * A year marked as actual, estimated or budgeted ('2025A', '2026B') is that year.
 */
export const yearsIn = (text: string, fiscal = false): number[] =>
  [...text.matchAll(/(?:\b|(?<=\bFY))((?:19|20)\d{2})(?:\s?[-–/]\s?(\d{2})(?!\d))?[AEBFP]?\b/gi)].flatMap(
    (match) => {
      const first = Number(match[1]);
      const second = match[2] === undefined ? null : Math.floor(first / 100) * 100 + Number(match[2]);
      if (second === null || second <= first) return [first];
      return fiscal ? [second] : [first, second];
    },
  );

// A fiscal year written across the two years it spans: '2024-25', 'FY2024/25'.
const fiscalYearSpan = /(?:19|20)\d{2}\s?[-–/]\s?\d{2}(?!\d)/;

// A question naming one fiscal year by a single year ('in fiscal year 2026', 'FY2026').
const oneFiscalYear = /\b(?:fiscal(?:\s+year)?|FY)\s?(?:19|20)\d{2}\b(?!\s?[-–/]\s?\d)/i;

/** The figure's year and date against the question's. */
function periodFeatures(hit: LedgerHit, question: UnderstoodQuestion) {
  const none = { year_asked: 0, date_asked: 0, year_other: 0, year_in_title: 0 };
  if (question.years.length === 0) return none;
  const when = `${hit.period ?? ''} ${hit.column_header ?? ''}`;
  // A fiscal year asked across two years ('2024-25') is the year it ends: '2025-26' is the next one.
  const fiscalSpan = fiscalYearSpan.test(question.period ?? '');
  const asked = fiscalSpan ? yearsIn(question.period!, true) : question.years;
  const years = yearsIn(
    when,
    fiscalSpan || (question.years.length === 1 && oneFiscalYear.test(question.period ?? '')),
  );
  if (years.some((year) => asked.includes(year)))
    return { ...none, year_asked: 1, date_asked: Number(sameDate(hit.period, question.period)) };
  if (years.length > 0) return { ...none, year_other: 1 };
  const titled = question.years.some((year) => `${hit.name} ${hit.title ?? ''}`.includes(String(year)));
  return { ...none, year_in_title: Number(titled) };
}

/** Whether the figure is of other years than all those the question asks about: another period's figure. */
export function ofOtherYears(hit: LedgerHit, question: UnderstoodQuestion): boolean {
  return periodFeatures(hit, question).year_other === 1;
}

// How far a document's undated figure may be from the years its title names: a 2025 review reports
// fiscal 2024 and speaks of the years just before it, not of a year long past or still to come.
const yearsBeforeTitle = 2;
const yearsAfterTitle = 1;

/**
 * Whether the figure, dated by neither its period nor its column, is in a document whose title or file
 * name names only years far from all those asked: the 2025 review's return for 'fiscal 2020'.
 */
export function undatedFarFromTitle(hit: LedgerHit, question: UnderstoodQuestion): boolean {
  if (yearsIn(`${hit.period ?? ''} ${hit.column_header ?? ''}`).length > 0) return false;
  return farFromTitle(question.years, `${hit.name} ${hit.title ?? ''}`);
}

// A title that names a quarter ('Q3 2025 Letter', 'third quarter 2025') dates its undated figures in
// that quarter's year or, for a report written after it, the next: a figure of an earlier year is
// dated in its text.
const titledQuarter =
  /\b(?:Q[1-4]|[1-4]Q|(?:first|second|third|fourth)\s+quarter)\s*(?:of\s+)?(?:FY\s?)?((?:19|20)\d{2})\b/gi;

/** Whether a title names years and every one asked is far from them. */
export function farFromTitle(asked: readonly number[], title: string): boolean {
  const spaced = title.replace(/_/g, ' ');
  const quarters = [...spaced.matchAll(titledQuarter)].map((match) => Number(match[1]));
  if (asked.length > 0 && quarters.length > 0) return asked.every((year) => year < Math.min(...quarters));
  const titled = yearsIn(spaced);
  if (asked.length === 0 || titled.length === 0) return false;
  const [first, last] = [Math.min(...titled), Math.max(...titled)];
  return asked.every((year) => year < first - yearsBeforeTitle || year > last + yearsAfterTitle);
}

/**
 * Whether the figure is as of another date of the year the question asks about: 'September 30, 2025'
 * for a question about June 30, 2025 or the second quarter of 2025.
 */
export function ofOtherDates(hit: LedgerHit, question: UnderstoodQuestion): boolean {
  if (question.intent !== 'figure' && question.intent !== 'count') return false;
  return datedOtherwise(`${hit.period ?? ''} | ${hit.column_header ?? ''}`, question);
}

/**
 * Whether every date a text gives of the year asked ends in another month than the date asked; of any
 * year, when the question names none ('at the end of the first quarter').
 */
export function datedOtherwise(text: string, question: UnderstoodQuestion): boolean {
  if (question.period === null || question.years.length > 1) return false;
  const asked = endMonth(question.period);
  if (asked === null) return false;
  const [year] = question.years;
  const stated = findDates(text)
    .filter((date) => year === undefined || date.years.includes(year))
    .map((date) => endMonth(date.text));
  return stated.length > 0 && stated.every((month) => month !== null && month !== asked);
}

/** How much of the column heading the question asks for: 'Since Inception' for '… since inception?'. */
function columnFeatures(hit: LedgerHit, questionWords: ReadonlySet<string>) {
  const heading = contentWords(hit.column_header ?? '').filter((word) => !/\d/.test(word));
  if (heading.length === 0) return { column_fit: 0, column_unasked: 0 };
  const used = heading.filter((word) => questionWords.has(word)).length;
  return { column_fit: used / heading.length, column_unasked: Number(used === 0) };
}

/** The kinds of value the asked concept takes, and whether the figure is one. */
export function kindFits(hit: LedgerHit, question: UnderstoodQuestion): number {
  const concept = conceptEntry(question.concepts[0] ?? hit.concept);
  return Number((concept?.kinds as readonly string[] | undefined)?.includes(hit.kind) ?? false);
}

const totalColumn = /\btotal\b/i;
// 'LP #5's Allocation of Total Fund' is a part of the total, not the total.
const partOfTotal = /\b(?:of|in)\s+(?:the\s+)?total\b/i;

// The classes of a fund's partners a statement gives a column each, and the words a question names them by.
const partnerClasses = [
  {
    column: /\bgeneral partners?\b|\bGPs?\b/i,
    asked: /\bgeneral partners?\b|\bGPs?\b|\bsponsors?\b|\bmanagers?\b/i,
  },
  { column: /\blimited partners?\b|\bLPs?\b/i, asked: /\blimited partners?\b|\bLPs?\b|\binvestors?\b/i },
];

/** Whether a column is one class of partner's ('Limited partners', 'LP #5') and the question names no such class. */
function classUnnamed(column: string | null, questionText: string): boolean {
  // 'Total Fund (incl. GP Allocation)' is every class's.
  if (totalColumn.test(column ?? '') && !partOfTotal.test(column ?? '')) return false;
  const own = partnerClasses.filter((partners) => partners.column.test(column ?? ''));
  return own.length === 1 && !own[0].asked.test(questionText);
}

/** How many of the question's names stand whole in the text. */
const namesIn = (text: string | null, question: UnderstoodQuestion) => namesHeldBy(text, question.names);

const namedIn = (text: string | null, question: UnderstoodQuestion) => namesIn(text, question) > 0;

// A column headed by one year: '2025', 'FY2024', 'CY 2023'.
const yearColumn = /^\s*(?:(?:FY|CY)\s?)?(?:19|20)\d{2}\s*$/i;

/** The span the question asks against the one the figure's column or period states. */
function spanFeatures(hit: LedgerHit, question: UnderstoodQuestion, questionText: string) {
  const asked = askedSpan(questionText);
  const stated = statedSpan(hit);
  if (asked === null || stated === null) return { span_asked: 0, span_other: 0 };
  // One year asked without saying which is the year to the report's date ('1 Year'), not a year its
  // column names ('2025' in a chart of calendar years).
  const namedYear =
    asked === 'years:1' && question.years.length === 0 && yearColumn.test(hit.column_header ?? '');
  const same = sameSpan(asked, stated) && !namedYear;
  return { span_asked: Number(same), span_other: Number(!same) };
}

// Words that make a label a balance owed or prepaid rather than the flow or total it is named after.
const balanceWords = [...wordsOf('accrued payable receivable prepaid deferred advance due')];

function balanceItem(label: string, questionWords: ReadonlySet<string>): number {
  const words = wordsOf(label);
  return Number(balanceWords.some((word) => words.has(word) && !questionWords.has(word)));
}

const targetLabel = /\b(?:targets?|targeted|targeting|projected|forecast)\b/i;
const zeroValue = /^[\s($€£-]*(?:0+(?:\.0+)?|-+|—)?[\s)%]*$/;
// A balance at a period's start, as statements label it.
const openingLabel = /\b(?:beginning|start) of (?:the )?(?:year|period|quarter|month)\b|\bopening\b/i;
const openingAsked = /\b(?:beginning|start|opening|began)\b/i;
// 'How did the benchmark perform?', 'the index's return'.
const benchmarkWords = /\b(?:benchmark|index|indices)\b/i;
// 'What is the allowed range for …', 'between what percentages …'.
const rangeAsked = /\branges?\b|\bbetween what\b|\bminimum and (?:the )?maximum\b/i;

// A question that dates what it asks ('at June 30, 2025') asks for the value then, earlier or not.
function earlierFeatures(hit: LedgerHit, question: UnderstoodQuestion, text: string) {
  const earlier = isEarlierFigure(hit);
  const asked = asksEarlier(text);
  const dated = question.years.length > 0 || question.period !== null;
  const toCome = isChangeToCome(hit);
  return {
    earlier_asked: Number(earlier && asked),
    earlier_unasked: Number(earlier && !asked && !dated),
    to_come_asked: Number(toCome && asksWhatWillBe(text)),
    to_come_unasked: Number(toCome && asksWhatIsNow(text)),
  };
}

// A column of parts of a whole: '% of Total', 'Percent of net assets', 'Share of NAV', 'Actual Weight'.
const shareColumn = /%\s*of\b|\bpercent(?:age)?\s+of\b|\bshare\s+of\b|\bweights?\b/i;
const shareWords =
  /\b(?:shares?|percent(?:age)?|proportion|portion|fraction|weight(?:ing)?)\b|%|\bhow much of\b/i;

/** Whether a question asks for a part of a whole, or for a concept that is only ever a rate. */
function asksShare(question: UnderstoodQuestion, text: string): boolean {
  if (question.shareOf || shareWords.test(text)) return true;
  const kinds = conceptEntry(question.concepts[0] ?? '')?.kinds ?? [];
  return kinds.length > 0 && kinds.every((kind) => kind === 'percent' || kind === 'bps');
}

/**
 * The features of a figure for a question. `named` is how strongly the question's names point at each
 * document; `asked` the question as typed.
 */
export function answerFeatures(
  hit: LedgerHit,
  question: UnderstoodQuestion,
  named: ReadonlyMap<number, number>,
  asked: AskedText,
): Record<AnswerFeatureName, number> {
  const isOwnerNamed = ownerNamed(hit, question);
  const ownFigure = ownScope(hit);
  // A target's concept says it is one; for a question asking a target, so does its label ('Target'
  // beside a policy's actual weight). A weight a policy sets answers a share asked as well.
  const hitTarget = hit.concept.startsWith('target_');
  const labelledTarget = targetLabel.test(`${hit.label} ${hit.column_header ?? ''}`);
  // A row the question names says whose the figure is, not what: another concept's figure in it is no answer.
  const whatFits =
    question.concepts.length === 0 ||
    hit.concept === 'other' ||
    question.concepts.includes(hit.concept) ||
    relatedConcepts(question.concepts).includes(hit.concept);
  const rowNamed = whatFits ? namesHeld(hit, asked.rowNames) : 0;
  const isTotalRow = /^total\b/i.test(hit.label.trim());
  const asksTotal = /\b(?:total|aggregate)\b/i.test(asked.text);
  // 'By how much did the fund outperform its benchmark?' asks for the fund's figure.
  const benchmarkAsked = benchmarkWords.test(withoutComparisons(asked.text));
  return {
    ...conceptFeatures(hit, question),
    document_named: Math.min(3, named.get(hit.document_id) ?? 0),
    owner_named: Number(isOwnerNamed),
    own_figure: Number(!isOwnerNamed && ownFigure),
    other_owner: Number(!isOwnerNamed && !ownFigure && question.names.length > 0 && named.size > 0),
    ...periodFeatures(hit, question),
    target_missing: Number(question.target && !hitTarget && !labelledTarget),
    target_unasked: Number(!question.target && hitTarget),
    document_type: Number(question.documentTypes.includes(hit.type)),
    label_fit: labelFit(hit.label, question, documentName(hit)),
    concept_score: hit.concept_score,
    ...columnFeatures(hit, asked.words),
    total_row: Number(isTotalRow),
    total_column: Number(
      totalColumn.test(hit.column_header ?? '') && !partOfTotal.test(hit.column_header ?? ''),
    ),
    column_named: Number(namedIn(hit.column_header, question)),
    column_class_unasked: Number(classUnnamed(hit.column_header, asked.text)),
    names_in_row: Math.max(0, namesIn(`${hit.scope_name ?? ''} ${hit.label}`, question) - 1),
    row_named: rowNamed,
    // A total row is no named row's, unless the name heads its column ('Total investments' under 'Level 3').
    total_of_named_row: Number(
      asked.rowNames.length > 0 &&
        rowNamed === 0 &&
        isTotalRow &&
        namesHeldBy(hit.column_header, asked.rowNames) === 0,
    ),
    total_asked: Number(asksTotal && isTotalRow),
    party_unheld: namesUnheld(hit, asked.partyNames),
    ...spanFeatures(hit, question, asked.text),
    balance_item: balanceItem(hit.label, asked.words),
    holding_unnamed: Number(hit.scope === 'deal' && !isOwnerNamed),
    zero_value: Number(zeroValue.test(hit.value)),
    kind_fits: kindFits(hit, question),
    kind_unasked: Number(
      question.valueKinds.length > 0 && !(question.valueKinds as readonly string[]).includes(hit.kind),
    ),
    range_asked: Number(rangeAsked.test(asked.text) && hit.number_high !== null),
    ...earlierFeatures(hit, question, asked.text),
    concept_set_aside: Number(hit.concept in question.askedAs && !question.concepts.includes(hit.concept)),
    share_unasked: Number(shareColumn.test(hit.column_header ?? '') && !asksShare(question, asked.text)),
    counted_in_label: Number(question.counted !== null && wordsOf(hit.label).has(question.counted)),
    object_in_label: Number(objectInLabel(hit, question)),
    concept_unasked: Number(!whatFits),
    opening_unasked: Number(openingLabel.test(hit.label) && !openingAsked.test(asked.text)),
    benchmark_asked: Number(benchmarkAsked && hit.scope === 'benchmark'),
    benchmark_unasked: Number(benchmarkAsked && hit.scope !== 'benchmark'),
    value_in_question: Number(
      asked.values.some(({ kind, value }) => kind === hit.kind && value === hit.number),
    ),
  };
}

/**
 * Whether the figure's label is what the question asks its concept of, every word of it in the thing
 * asked of ('Opportunistic' for 'the target for opportunistic strategies'); a label of more words is a
 * part of that thing ('Controlled investments' of 'the cost of its investments'), not it. A label that
 * only names what is asked ('Strategic target') is its sentence's subject's: 'Private equity was 11.4%
 * of total fund assets against a strategic target of 13%'.
 */
function objectInLabel(hit: LedgerHit, question: UnderstoodQuestion): boolean {
  const object = wordsOf(question.askedOf);
  const within = (words: readonly string[]) => words.length > 0 && words.every((word) => object.has(word));
  if (within([...wordsOf(hit.label)])) return true;
  const asking = new Set([...question.labelWords, ...Object.values(question.askedAs).flatMap(contentWords)]);
  const labelWords = contentWords(hit.label);
  if (labelWords.length === 0 || !labelWords.every((word) => asking.has(word))) return false;
  const subject = /^[^\d$€£¥]*/.exec(hit.quote)![0];
  return within(contentWords(subject));
}

/** The features in the order of `answerFeatureNames`, as a fitted model reads them. */
export function answerFeatureVector(features: Record<AnswerFeatureName, number>): number[] {
  return answerFeatureNames.map((name) => features[name]);
}
