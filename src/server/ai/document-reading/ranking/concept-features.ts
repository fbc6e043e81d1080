import { conceptRegistry, type ConceptEntry } from '@shared/concept-registry';
import type { DocumentTypeValue } from '@shared/document';
import { comparisonWords } from '../concepts/compared-with';
import { excludingWords } from '../concepts/excluded-words';
import { conceptPhrases, wordTokens, type PhraseMatch, type WordToken } from '../concepts/concept-phrases';
import type { FigureReading } from '../ledger/read-figures';
import { stopWords } from '../text/stop-words';

/**
 * What says that a figure is a concept, as numbers a fitted model weighs: where the concept's words
 * stand (the figure's row label, its column, its section; right before the value, or after it), what
 * competes with them, whether the value fits the concept's kind and range, and whether the document's
 * type states such figures. Nothing here names a document or a phrase of one.
 */
export const conceptFeatureNames = [
  'label',
  'label_exact',
  'label_subsumed',
  'label_modifier',
  'column',
  'parent',
  'caption',
  'section',
  'near_before',
  'mid_before',
  'near_after',
  'elsewhere_in_sentence',
  'competitor_closer',
  'figure_between',
  'in_range',
  'out_of_range',
  'primary_kind',
  'target_word_target_concept',
  'target_word_actual_concept',
  'basis_agrees',
  'basis_conflicts',
  'type_states_it',
  'per_share_fits',
  'total_row',
  'table',
  'example_or_question',
  'context_only',
  'excluded',
  'negative_unsigned',
  'defined_term',
  'sentence_role',
  'one_holder_whole_fund',
] as const;
export type ConceptFeatures = Record<(typeof conceptFeatureNames)[number], number>;

export type ConceptCandidate = { concept: number; features: number[] };

const nearWords = 3;
const midWords = 12;
const targetWords =
  /\b(?:target(?:s|ed|ing)?|projected|expected|anticipated|forecast|seek(?:s|ing)?|aim(?:s|ing)?|goal|up to)\b/i;
const netWord = /\bnet\b/i;
const grossWord = /\bgross\b/i;
const exampleWords = /\b(?:e\.g\.|for example|for instance|such as|illustrative|hypothetical)\b/i;
const perShareConcepts = new Set(['nav_per_share', 'unit_price', 'distribution_rate']);

// What one unit of a fund is called when a price is quoted per it.
const unitNouns = new Set(['share', 'unit', 'interest']);

function kindFits(entry: ConceptEntry, figure: FigureReading): boolean {
  const kind = figure.token.kind;
  // Money quoted per unit ('$10.00 per Unit') is a price of one, never a commitment or a size.
  if (figure.token.per && unitNouns.has(figure.token.per) && !entry.perUnit) return false;
  if (entry.kinds.includes(kind)) return true;
  // A table's plain amount may be money its table states, or a percent its column states.
  if (kind === 'amount' && entry.kinds.includes('money')) return true;
  if (kind === 'amount' && figure.unit === '%' && entry.kinds.includes('percent')) return true;
  if (kind === 'money' && entry.kinds.includes('amount')) return true;
  return false;
}

function inRange(entry: ConceptEntry, figure: FigureReading): boolean | null {
  // A range bounds a concept's durations, rates and multiples; a date or a sum of money it may take
  // instead has none ('$15.0 million' is a GP commitment whose share would be 0.1–20%).
  if (!entry.range || figure.token.kind === 'date' || figure.token.kind === 'money') return null;
  // A range is in years and percent: months are twelfths of a year, basis points hundredths of a percent.
  const value =
    figure.token.kind === 'duration' && figure.unit === 'months'
      ? figure.number / 12
      : figure.token.kind === 'bps'
        ? figure.number / 100
        : figure.number;
  return value >= entry.range[0] && value <= entry.range[1];
}

// 'excluding incentive fees', 'before management fees', 'after carried interest', 'other than carried
// interest', what a figure is compared with ('outperforming its benchmark by'), and what a document says
// there is none of ('there is no preferred return'): the phrase is not what is measured.
const excluding = new RegExp(
  String.raw`\b(?:${excludingWords}|${comparisonWords}|no)\s+(?:\S+\s+){0,2}$`,
  'i',
);

/** The concepts every phrase of which in the text follows an excluding word. */
function excludedIn(text: string): Set<number> {
  const matches = conceptPhrases(wordTokens(text));
  const excluded = new Set<number>();
  const included = new Set<number>();
  for (const match of matches) {
    const taken = excluding.test(text.slice(Math.max(0, match.start - 40), match.start));
    (taken ? excluded : included).add(match.concept);
  }
  return new Set([...excluded].filter((concept) => !included.has(concept)));
}

// A number after the figure, whose words those after it are: '$1.15 billion, above its $900 million target'.
const laterNumber = /[$€£]?\d[\d,.]*/;

// A verb that makes what follows it a goal, and the words that start a clause of what is or was.
const targetVerb = /\b(?:targets?|targeting|seeks?|seeking|aims?|aiming|expects?|intends?|plans?)\b/gi;
const statedVerb =
  /[;:]|\b(?:was|were|is|are|has|had|have|rose|fell|grew|increased|decreased|returned|achieved|earned|generated|delivered|reported|paid|distributed|closed|raised)\b/i;

/**
 * Whether a goal's verb earlier in the sentence reaches the figure, as one of the things it names:
 * 'The Company targets a distribution yield of 7.25% … and an investor internal rate of return of 11%
 * to 13%'. A clause of what is or was between them ends its reach.
 */
function targetLeads(figure: FigureReading): boolean {
  const before = figure.quote.slice(0, figure.quoteStart);
  const last = [...before.matchAll(targetVerb)].at(-1);
  return last !== undefined && !statedVerb.test(before.slice(last.index + last[0].length));
}

/**
 * The words around a prose figure that may say it is a target: before it, and after it up to the next
 * number, whose words those are ('above its $900 million target' is not the $1.15 billion's).
 */
function targetWindow(figure: FigureReading): string {
  const after = figure.quote.slice(figure.quoteEnd, figure.quoteEnd + 40);
  const next = laterNumber.exec(after);
  return `${figure.quote.slice(Math.max(0, figure.quoteStart - 80), figure.quoteEnd)}${next ? after.slice(0, next.index) : after}`;
}

// What ties a phrase to the figure right after it: 'capital calls of $2.4 billion'.
const ownedBy = /^\s*(?:of|totall?ing|amounting to)\s+(?:approximately\s+|about\s+)?$/i;

/**
 * The concepts whose phrase the figure at `figureAt` is tied to by 'of', though a comparison stands
 * before the phrase: 'distributions exceeded capital calls of $2.4 billion' compares with capital
 * calls, and $2.4 billion is theirs.
 */
function ownedPhrases(text: string, figureAt: number): Set<number> {
  const owned = new Set<number>();
  for (const match of conceptPhrases(wordTokens(text.slice(0, figureAt))))
    if (ownedBy.test(text.slice(match.end, figureAt))) owned.add(match.concept);
  return owned;
}

// A waterfall's tier gives the sponsor its share right after the value: '[20]% to the General Partner',
// or a split names it beside its share: '70% Investors / 30% Manager' (but a '1% GP commitment' is none).
const toSponsor =
  /^\]?\s*(?:(?:of\s+(?:such\s+|all\s+|the\s+)?(?:amounts?|distributions?|proceeds|profits?)\s+)?(?:shall be\s+)?(?:paid\s+|distributed\s+|allocated\s+)?to\s+)?(?:the\s+)?(?:general partner|gp|manager|sponsor|special limited partner|carried interest partner|carry vehicle)\b(?!'s|’s|\s+(?:commit|contribut|capital|invest))/i;

// Or the sponsor receives its share, named before it, of what is distributed after the investors'
// tiers: 'the General Partner receives 20% of further distributions'.
const sponsorReceives =
  /\b(?:general partner|gp|manager|sponsor|special limited partner|carried interest partner)\s+(?:shall\s+|will\s+|then\s+)?(?:receives?|is entitled to|be entitled to|is allocated|be allocated|is paid|be paid|takes?)\s+(?:an?\s+)?$/i;
const ofWhatIsDistributed =
  /^\s*of\s+(?:all\s+|any\s+|such\s+|the\s+)?(?:further|remaining|subsequent|additional|excess|other)?\s*(?:amounts?|distributions?|proceeds|profits?|cash flows?)\b/i;

// The sponsor commits the figure to its own fund: 'The General Partner and its affiliates have committed
// $15.0 million to the Partnership' is the GP commitment, however the sentence words it.
const sponsorCommits =
  /\b(?:general partner|gp|manager|sponsor)(?:\s+and\s+(?:its|their)\s+(?:affiliates|principals|members))?\s+(?:(?:has|have|will|shall|had)\s+)?(?:committed|commits?|agreed to commit|contributed|will contribute|invest(?:s|ed)?)\s+(?:(?:to\s+)?(?:an?\s+)?(?:amount\s+(?:equal\s+to|of)\s+|approximately\s+|at least\s+)?)?$/i;

// The investors' tier runs until they have received (or been paid) their capital and a return on it;
// the return's rate is the preferred return ('plus an 8% compounded annual return'), where a share of
// what is distributed ('until it has received 20% of all amounts distributed') is the sponsor's.
const untilReceived =
  /\buntil\b[^;]{0,160}\b(?:received|been (?:paid|distributed)|equal(?:s|led)?|reached)\b[^;]{0,120}$/i;
const returnAfter =
  /^\s*(?:(?!of\b)[\w-]+\s+){0,3}?(?:return|rate of return|irr|internal rate|per annum|per year|a year|annually|compounded)\b/i;
// The investors' share of a tier: '80% to the Limited Partners'.
const toInvestors =
  /^\s*(?:to|for)\s+(?:the\s+|such\s+)?(?:limited partners?|investors?|lps?|partners|unitholders|shareholders)\b/i;

// Words that make a figure one holder's own: a holder's possessive ('your', 'the Investor's', 'each
// Limited Partner's') or a single party ('another Limited Partner whose …'). Not 'its': that is as often
// the fund's own ('the Fund held its final close at $850 million').
const oneHolder =
  /\b(?:your|my)\b|\b(?:investor|limited partner|lp|subscriber|shareholder|unitholder|member|holder)['’]s\b|\b(?:each|any|a|another|such|the defaulting)\s+(?:limited partner|investor|lp|subscriber|shareholder|unitholder)\b(?!s)/i;

/** Whether the figure is one holder's own, by its label or the words of its clause before it. */
function oneHoldersFigure(figure: FigureReading, prose: boolean): boolean {
  if (oneHolder.test(`${figure.label} ${figure.column ?? ''}`)) return true;
  if (!prose) return false;
  const before = figure.quote.slice(Math.max(0, figure.quoteStart - 80), figure.quoteStart);
  return oneHolder.test(before.split(/[;:]/).at(-1)!);
}

/**
 * Which tier of a waterfall a prose figure is: the investors' return before the sponsor shares, the
 * sponsor's share in a tier that runs 'until' it has caught up, the split thereafter, or another share
 * a tier gives or runs to (the investors' share; what the sponsor receives until it catches up), which
 * no concept is. All of a tier to the sponsor is a catch-up however the tier says how far it runs ('100%
 * to the General Partner have received …').
 */
function waterfallTier(figure: FigureReading): 'return' | 'until' | 'thereafter' | 'share' | null {
  const after = figure.quote.slice(figure.quoteEnd);
  if (figure.token.kind === 'percent' && untilReceived.test(figure.quote.slice(0, figure.quoteStart)))
    return returnAfter.test(after) ? 'return' : 'share';
  if (toInvestors.test(after)) return 'share';
  const received =
    sponsorReceives.test(figure.quote.slice(Math.max(0, figure.quoteStart - 80), figure.quoteStart)) &&
    ofWhatIsDistributed.test(after);
  if (!received && !toSponsor.test(after)) return null;
  const clause = after.split(/;|\.(?!\d)/)[0];
  return /\buntil\b/i.test(clause) || (figure.token.kind === 'percent' && figure.number === 100)
    ? 'until'
    : 'thereafter';
}

// '“Preferred Return” means …', 'Management Fee shall mean …': the sentence defines the term it opens with.
const definition =
  /^\W{0,3}([^"“”]{2,60}?)["”]?\s*(?:\([^)]{0,40}\)\s*)?(?:means|shall mean|is defined as|has the meaning)\b/i;

/** The concepts a definition sentence defines: the figures in it are that term's. */
function definedConcepts(sentence: string): Set<number> {
  const term = definition.exec(sentence)?.[1];
  return term ? conceptsIn(term) : new Set();
}

const conceptIndex = new Map(conceptRegistry.map((entry, index) => [entry.id, index]));

/**
 * How a label names each concept: the share of its words the concept's longest phrase covers; whether
 * every phrase of the concept lies inside another concept's longer one ('investment income' inside 'net
 * investment income'); and whether each stands before further words of the label, as a compound's
 * modifier does ('Value-Add & Opportunistic Real Estate' names real estate, 'Distributions payable' a
 * liability), rather than being what the label ends in or qualifies with a clause ('NAV per share').
 */
function labelPhrases(
  label: string,
): Map<number, { coverage: number; subsumed: boolean; modifier: boolean }> {
  const tokens = wordTokens(label);
  const matches = conceptPhrases(tokens);
  const found = new Map<number, { coverage: number; subsumed: boolean; modifier: boolean }>();
  for (const match of matches) {
    const inside = matches.some(
      (other) =>
        other.concept !== match.concept &&
        other.first <= match.first &&
        other.last >= match.last &&
        other.last - other.first > match.last - match.first,
    );
    const coverage = (match.last - match.first + 1) / Math.max(1, tokens.length);
    const current = found.get(match.concept);
    found.set(match.concept, {
      coverage: Math.max(current?.coverage ?? 0, coverage),
      subsumed: (current?.subsumed ?? true) && inside,
      modifier: (current?.modifier ?? true) && modifies(label, tokens, match.last),
    });
  }
  return found;
}

// What may stand between a compound's modifier and the words it modifies: spaces, a hyphen, '&' or 'and'.
const compoundJoin = /^(?:[\s-]+|\s*&\s*|\s+and\s+)$/i;
// Words that open a clause qualifying what stands before them, besides the function words ('Net return
// since inception', 'Total return net of fees', 'Expense ratio excluding incentive fees').
const clauseOpeners = new Set(['since', 'including', 'excluding', 'net', 'gross', 'based', 'less', 'plus']);

/** Whether the words after the label's `last` word go on the compound it opens: a word, not a clause. */
function modifies(label: string, tokens: readonly WordToken[], last: number): boolean {
  const next = tokens[last + 1];
  if (!next || next.aside) return false;
  const word = label.slice(next.start, next.end).toLowerCase();
  return (
    compoundJoin.test(label.slice(tokens[last].end, next.start)) &&
    !stopWords.has(word) &&
    !clauseOpeners.has(word)
  );
}

const conceptsIn = (text: string | null | undefined): Set<number> =>
  new Set(text ? conceptPhrases(wordTokens(text)).map((match) => match.concept) : []);

// The sponsor as the subject of 'commit' ('The General Partner and its affiliates will commit 2.5% of
// total commitments', 'the Manager has committed $25 million'): the sponsor's commitment, told as a verb.
const sponsorSubject = /\b(?:general partner|gp|sponsor|manager|principals)\b[^.;]{0,40}$/i;
const commitVerb = /^commit(?:s|ted|ting)?$/i;
const gpCommitment = conceptRegistry.findIndex((entry) => entry.id === 'gp_commitment');

/** The concept phrases of a sentence's words, with each 'commit' whose subject is the sponsor as its commitment. */
function sentencePhrases(quote: string, tokens: readonly WordToken[]): PhraseMatch[] {
  const matches = conceptPhrases(tokens);
  tokens.forEach((token, index) => {
    if (!commitVerb.test(quote.slice(token.start, token.end))) return;
    if (!sponsorSubject.test(quote.slice(Math.max(0, token.start - 60), token.start))) return;
    matches.push({ concept: gpCommitment, first: index, last: index, start: token.start, end: token.end });
  });
  return matches;
}

/** The words of a figure's sentence and where its value stands among them. */
type SentenceWords = { tokens: WordToken[]; matches: PhraseMatch[]; valueFirst: number; valueLast: number };

// A sentence's figures are read one after another: its words are read once for all of them.
let lastSentence: { quote: string; tokens: WordToken[]; matches: PhraseMatch[] } | null = null;

function sentenceWords(figure: FigureReading): SentenceWords {
  if (lastSentence?.quote !== figure.quote) {
    const tokens = wordTokens(figure.quote);
    lastSentence = { quote: figure.quote, tokens, matches: sentencePhrases(figure.quote, tokens) };
  }
  const { tokens, matches } = lastSentence;
  let valueFirst = tokens.findIndex((token) => token.end > figure.quoteStart);
  if (valueFirst === -1) valueFirst = tokens.length;
  let valueLast = valueFirst;
  while (valueLast + 1 < tokens.length && tokens[valueLast + 1].start < figure.quoteEnd) valueLast += 1;
  return { tokens, matches, valueFirst, valueLast };
}

// A phrase right before a figure, tied to it: 'distributed $24.1 million', 'carried interest of 20%';
// and one a figure before it is of: '$140 million of new debt'.
const leadsFigure = /^\s*(?:(?:of|at|was|were|is|are|totall?ing|totall?ed|equal to)\s+)?[$€£]?\d/;
const trailsFigure = /\d(?:\s*(?:million|billion|thousand|bn|mn|m|%|x))?\s+of\s+(?:[\w-]+\s+){0,2}$/i;
const conjoined = /^[\s,]*(?:and|or|while|whereas|with)\s+(?:[\w-]+\s+){0,2}[$€£]?$/i;

// The words that state a term as a rate between its name and its value: 'at an annual rate of', 'is
// payable quarterly at a rate equal to'.
const rateWording =
  /^\s*,?\s*(?:(?:is|are|was|were|will be|shall be)\s+)?(?:(?:payable|paid|charged|calculated|accrued)\s+)?(?:(?:annually|quarterly|monthly)\s+)?(?:at|equal to)\s+(?:an?\s+|the\s+)?(?:(?:annual(?:ized)?|yearly|quarterly)\s+)?rate\s+(?:equal\s+to\s+|of\s+)?$/i;

/** Words between the value and a concept's nearest phrase each side, and whether a number stands between. */
type Distances = { before: number; after: number; blockedBefore: boolean; blockedAfter: boolean };

/** How many words stand between the value and the nearest phrase of each concept, before and after it. */
function distances(words: SentenceWords, quote: string): Map<number, Distances> {
  const found = new Map<number, Distances>();
  const valueStart = words.tokens[words.valueFirst]?.start ?? quote.length;
  const valueEnd = words.tokens[words.valueLast]?.end ?? quote.length;
  for (const match of words.matches) {
    // A phrase another figure is of ('$140 million of new debt and $90 million'), or that leads the next
    // one ('called $38.6 million and distributed $24.1 million'), is that figure's alone, when a
    // conjunction parts the two figures' clauses (an apposition restates this one: '$0.89 per share, a
    // distribution rate of 8.6%').
    const ownedBefore =
      match.last < words.valueFirst &&
      conjoined.test(quote.slice(match.end, valueStart)) &&
      trailsFigure.test(quote.slice(Math.max(0, match.start - 40), match.start));
    const ownedAfter =
      match.first > words.valueLast &&
      conjoined.test(quote.slice(valueEnd, match.start)) &&
      leadsFigure.test(quote.slice(match.end, match.end + 24));
    if (ownedBefore || ownedAfter) continue;
    const current = found.get(match.concept) ?? {
      before: Infinity,
      after: Infinity,
      blockedBefore: false,
      blockedAfter: false,
    };
    if (match.last < words.valueFirst) {
      const between = quote.slice(match.end, valueStart);
      // A clause break (';') between them weakens the tie; a rate's wording joins them ('a management
      // fee at an annual rate of 1.75%').
      const gap = rateWording.test(between)
        ? 0
        : words.valueFirst - match.last - 1 + (/[;]/.test(between) ? midWords : 0);
      if (gap < current.before) {
        current.before = gap;
        // 'Carried interest is 20%, subject to an 8% …': another figure stands between the phrase and this one.
        current.blockedBefore = /\d/.test(between);
      }
    } else if (match.first > words.valueLast) {
      const gap = match.first - words.valueLast - 1;
      if (gap < current.after) {
        current.after = gap;
        current.blockedAfter = /\d/.test(quote.slice(valueEnd, match.start));
      }
    } else {
      current.before = 0;
      current.blockedBefore = false;
    }
    found.set(match.concept, current);
  }
  return found;
}

export type DocumentSignals = { type: DocumentTypeValue };

// 'Ratios to average net assets:' over 'Expenses': each row is the ratio of its label to the base.
const ratiosParent = /^ratios?\s+(?:to|of)\s+(.+?)\s*:?$/i;

// 'Per share operating performance:' over 'Net asset value, end of year': each amount is one share's.
const perShareParent = /\bper (?:share|unit)\b/i;

// A table whose caption ends leading into per-share rows ('… Per share operating performance:'), or
// says its rows are for one share ('For a share outstanding throughout each year').
const perShareLead =
  /\bper (?:share|unit)\b[^:]{0,40}:\s*$|\b(?:a|one) (?:share|unit) outstanding throughout\b/i;

/**
 * An amount of a row under a per-share parent, or with none in a table the caption leads into as per
 * share: 'Net asset value, end of year' there is NAV per share.
 */
function perShareRow(figure: FigureReading): boolean {
  const perShare =
    figure.parent !== null ? perShareParent.test(figure.parent) : perShareLead.test(figure.caption ?? '');
  return perShare && figure.token.kind !== 'percent';
}

/** A row's label read with its parent's: 'Ratios to average net assets' over 'Expenses' is the ratio of expenses. */
function underParent(parent: string, label: string): string {
  const ratios = ratiosParent.exec(parent.trim());
  return ratios ? `ratio of ${label} to ${ratios[1]}` : `${parent} ${label}`;
}

// A column of parts of a whole ('% of Program', 'Percent of Total'): each row's weight in it.
const shareColumn = /^\s*(?:%|percent(?:age)?|share|portion|proportion)\s+of\b/i;

// A column headed 'Value' alone ('VALUE', 'Value ($)'), as a schedule of investments heads its holdings'
// fair values; a longer heading says which value ('Net asset value', 'Par value').
const bareValueColumn = /^\s*value\s*(?:\(\s*[$€£]\s*\))?\s*$/i;

// A column of the weights a policy sets: 'Target', 'Target %', 'Policy target', 'Target weight'.
const targetColumn = /^\s*(?:policy\s+)?target(?:\s+(?:weight|allocation))?\s*(?:\(\s*%\s*\)|%)?\s*$/i;

/** The concepts a column's heading names. */
function columnConcepts(column: string | null, labelFits: boolean): Set<number> {
  if (shareColumn.test(column ?? '') || targetColumn.test(column ?? ''))
    return new Set([...conceptsIn(column), conceptIndex.get('allocation')!]);
  // Beside a row that names its own concept ('Total commitments | $2.35 billion'), a 'Value' column is
  // only where the table sets its values.
  if (bareValueColumn.test(column ?? ''))
    return labelFits ? new Set() : new Set([conceptIndex.get('fair_value')!]);
  return conceptsIn(column);
}

/**
 * The concepts a figure could be, each with its features: only concepts whose kind the value fits and
 * whose words stand somewhere around it (its row, column, caption, section or sentence).
 */
export function conceptCandidates(figure: FigureReading, signals: DocumentSignals): ConceptCandidate[] {
  // A row whose label names no concept its value can be is read with its parent: 'Based on market
  // value' under 'Total return', 'Total expenses' (a percentage) under 'Ratios to average net assets'.
  const own = conceptsIn(figure.label);
  const ownFits = [...own].some((index) => kindFits(conceptRegistry[index], figure));
  const label =
    ownFits && perShareRow(figure)
      ? `${figure.label.split(',')[0]} per share`
      : figure.parent && !ownFits
        ? underParent(figure.parent, figure.label)
        : figure.label;
  const inLabel = label === figure.label ? own : conceptsIn(label);
  const inColumn = columnConcepts(figure.column, ownFits);
  const inParent = conceptsIn(figure.parent);
  const inCaption = conceptsIn(figure.caption);
  const inSection = conceptsIn(figure.section.slice(-2).join(' | '));
  const prose = figure.source === 'prose';
  const words = prose ? sentenceWords(figure) : null;
  const near = words ? distances(words, figure.quote) : new Map<number, Distances>();
  const window = prose
    ? figure.quote.slice(Math.max(0, figure.quoteStart - 80), figure.quoteEnd + 40)
    : `${label} ${figure.column ?? ''}`;
  const targetNear =
    targetWords.test(prose ? targetWindow(figure) : window) || (prose && targetLeads(figure));
  const netNear = netWord.test(window);
  const grossNear = grossWord.test(window);
  const example = prose && (exampleWords.test(figure.quote) || /\?\s*$/.test(figure.quote));
  const defined = prose ? definedConcepts(figure.quote) : new Set<number>();
  const tier = prose ? waterfallTier(figure) : null;
  const sponsorCommitted =
    prose && sponsorCommits.test(figure.quote.slice(Math.max(0, figure.quoteStart - 100), figure.quoteStart));
  const holders = oneHoldersFigure(figure, prose);
  const ofLabel = labelPhrases(label);
  const owned = prose
    ? ownedPhrases(window, figure.quoteStart - Math.max(0, figure.quoteStart - 80))
    : new Set<number>();
  const unlessOwned = (excluded: Set<number>) => new Set([...excluded].filter((index) => !owned.has(index)));
  const excludedInLabel = unlessOwned(excludedIn(label));
  // A phrase taken off may stand a clause after the figure: '20% below that level; there is no
  // preferred return'.
  const excludedNear = prose
    ? unlessOwned(excludedIn(figure.quote.slice(Math.max(0, figure.quoteStart - 80), figure.quoteEnd + 80)))
    : new Set<number>();
  const candidates: ConceptCandidate[] = [];
  const closest = (index: number) => {
    const distance = nearest(index);
    return distance ? Math.min(distance.before, distance.after) : Infinity;
  };
  // A target concept takes its base concept's words where target words stand by: 'targeting a 20% net
  // IRR' is a target IRR, '$1.35B in total commitments' sought is a target size.
  const sources = (index: number): number[] => {
    const bases = conceptRegistry[index].targetOf ?? [];
    return targetNear && bases.length > 0 ? [index, ...bases.map((id) => conceptIndex.get(id)!)] : [index];
  };
  const anyOf = (set: ReadonlySet<number>, index: number) => sources(index).some((source) => set.has(source));
  const nearest = (index: number): Distances | undefined => {
    const found = sources(index).flatMap((source) => near.get(source) ?? []);
    if (found.length === 0) return undefined;
    return found.reduce((best, item) =>
      Math.min(item.before, item.after) < Math.min(best.before, best.after) ? item : best,
    );
  };
  const has = {
    label: (index: number) => anyOf(inLabel, index),
    column: (index: number) => anyOf(inColumn, index),
    parent: (index: number) => anyOf(inParent, index),
    caption: (index: number) => anyOf(inCaption, index),
    section: (index: number) => anyOf(inSection, index),
  };
  conceptRegistry.forEach((entry, index) => {
    if (entry.id === 'other' || !kindFits(entry, figure)) return;
    // A waterfall's tier shares out proceeds: none of its rates is a fund's performance.
    if (tier !== null && entry.group === 'performance') return;
    // Nor is it another tier's term: the sponsor's share thereafter is no catch-up. A share a tier runs
    // to may yet be any of them, as the words beside it say.
    if (
      tier !== null &&
      tier !== 'share' &&
      entry.waterfallTier !== undefined &&
      entry.waterfallTier !== tier
    )
      return;
    const distance = nearest(index);
    // What the sentence makes of the figure: a tier's share, or the sponsor's own commitment.
    const inRole =
      (tier !== null && entry.waterfallTier === tier) || (sponsorCommitted && entry.id === 'gp_commitment');
    const evidence =
      inRole ||
      has.label(index) ||
      has.column(index) ||
      has.parent(index) ||
      has.caption(index) ||
      has.section(index) ||
      distance;
    if (!evidence) return;
    const mine = closest(index);
    // A closer concept the sentence says is taken off ('after carried interest') competes with none.
    const competitor = [...near.keys()].some(
      (other) =>
        other !== index &&
        closest(other) < mine &&
        kindFits(conceptRegistry[other], figure) &&
        !excludedNear.has(other),
    );
    const range = inRange(entry, figure);
    const labelled = sources(index).flatMap((source) => ofLabel.get(source) ?? []);
    const coverage = Math.max(0, ...labelled.map((item) => item.coverage));
    const subsumed = labelled.length > 0 && labelled.every((item) => item.subsumed);
    // A row's label is a name whose head ends it; a label read from prose runs on into its clause.
    const modifier = !prose && labelled.length > 0 && labelled.every((item) => item.modifier);
    const features: ConceptFeatures = {
      label: Number(has.label(index)),
      label_exact: Number(coverage >= 0.75),
      label_subsumed: Number(subsumed),
      label_modifier: Number(modifier),
      column: Number(has.column(index)),
      parent: Number(has.parent(index)),
      caption: Number(has.caption(index)),
      section: Number(has.section(index)),
      near_before: Number(distance !== undefined && distance.before <= nearWords),
      mid_before: Number(
        distance !== undefined && distance.before > nearWords && distance.before <= midWords,
      ),
      near_after: Number(distance !== undefined && distance.after <= nearWords),
      elsewhere_in_sentence: Number(
        distance !== undefined && Math.min(distance.before, distance.after) > midWords,
      ),
      competitor_closer: Number(competitor),
      figure_between: Number(
        distance !== undefined &&
          (distance.before <= distance.after ? distance.blockedBefore : distance.blockedAfter),
      ),
      in_range: Number(range === true),
      out_of_range: Number(range === false),
      primary_kind: Number(entry.kinds[0] === figure.token.kind),
      target_word_target_concept: Number(targetNear && entry.target === true),
      target_word_actual_concept: Number(
        targetNear && entry.target !== true && entry.group === 'performance',
      ),
      basis_agrees: Number((entry.basis === 'net' && netNear) || (entry.basis === 'gross' && grossNear)),
      basis_conflicts: Number(
        (entry.basis === 'net' && grossNear && !netNear) ||
          (entry.basis === 'gross' && netNear && !grossNear),
      ),
      type_states_it: Number(entry.statedIn.includes(signals.type)),
      per_share_fits: Number(figure.token.per === 'share' && perShareConcepts.has(entry.id)),
      total_row: Number(/^total\b/i.test(figure.label) && entry.kinds.includes('money')),
      table: Number(!prose),
      example_or_question: Number(example),
      context_only: Number(!has.label(index) && !has.column(index) && distance === undefined),
      excluded: Number(excludedInLabel.has(index) || excludedNear.has(index)),
      negative_unsigned: Number(figure.number < 0 && entry.signed !== true),
      defined_term: Number(sources(index).some((source) => defined.has(source))),
      sentence_role: Number(inRole),
      one_holder_whole_fund: Number(holders && entry.wholeFund === true),
    };
    candidates.push({ concept: index, features: conceptFeatureNames.map((name) => features[name]) });
  });
  return candidates;
}
