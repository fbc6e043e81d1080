import {
  conceptEntry,
  conceptLabel,
  conceptRegistry,
  type ConceptEntry,
  type FigureKind,
} from '@shared/concept-registry';
import { comparedAt } from '../document-reading/concepts/compared-with';
import { commitmentsCalled } from '../document-reading/ledger/prose-label';
import { takenOffAt, takesOff } from '../document-reading/concepts/excluded-words';
import { findDates } from '../document-reading/numbers/dates';
import { numberWordsPattern, ordinalValue } from '../document-reading/numbers/number-words';
import {
  normaliseWord,
  questionConceptPhrases,
  wordTokens,
  type PhraseMatch,
  type WordToken,
} from '../document-reading/concepts/concept-phrases';
import {
  documentDescribed,
  documentTypesNamed,
  partOfWhole,
  portionOfWhole,
  valueKindsAsked,
} from './question-kinds';
import { askedObject } from './asked-object';
import { fundPartyWords } from './fund-parties';
import { boundAsked, type Bound } from '../retrieval/figure-bounds';
import { askedSpan } from '../retrieval/figure-spans';

/** What a question asks for: one figure, a list, a comparison, a change, a count, a summary. */
export type QuestionIntent = 'figure' | 'list' | 'compare' | 'change' | 'count' | 'summary';

export type UnderstoodQuestion = {
  intent: QuestionIntent;
  /** The registry concepts the question asks about, the most specific first ('net_irr' before 'irr'). */
  concepts: string[];
  /** The words the question names each concept with ('preferred return' for hurdle_rate), as typed. */
  askedAs: Record<string, string>;
  /**
   * What the question asks its concept of, when that is a thing rather than whose figure it is: 'hedge
   * funds' of 'the target allocation to hedge funds'. A document that never mentions it states no such
   * figure.
   */
  askedOf: string | null;
  /** Content words beyond the concepts' and the names' ('revolving', 'loan', 'escrow'), lower case. */
  labelWords: string[];
  /**
   * The label words that stand together in the question, as its noun phrases ('privat', 'equity' of
   * 'the private equity NAV'); a phrase's last word is its head.
   */
  labelPhrases: string[][];
  /** Names the question gives: funds, managers, companies, documents ('Nexus VI', 'CalPERS'). */
  names: string[];
  /** The words it points at a document with when it names none ('subscription lines working paper'). */
  described: string | null;
  /** The years the question is about, and the date or period as written. */
  years: number[];
  period: string | null;
  /** The span it asks a flow or return over ('years:10' of 'the 10-year return'; figure-spans.ts). */
  span: string | null;
  /** It asks about a target or projection. */
  target: boolean;
  /** It asks for a track record: 'the prior fund', 'its previous funds', 'the track record'. */
  record: boolean;
  /** It takes something off what it asks ('the expense ratio excluding incentive fees'). */
  takesOff: boolean;
  /** It asks for a part of an amount ('what share of net assets…'): a percent, not the amount. */
  shareOf: boolean;
  /** The kinds of document it points at ('in the LPA', 'the fund deck'), as SPEC's document types. */
  documentTypes: string[];
  /** The kinds of value its words ask for, whatever it asks of: 'how often' a frequency, 'how many' a count. */
  valueKinds: FigureKind[];
  /** What 'how many' counts, as a label's word ('partnership' of 'How many partnerships did …'). */
  counted: string | null;
  /** The words that say which ones it counts ('ventur', 'capit' of 'How many venture capital funds…'). */
  countedQualifiers: string[];
  /** The party a 'who' question asks for, and whose it is: 'administrator' of 'Alder Bay Fund I'. */
  party: { role: string; of: string } | null;
  /** The limit it asks for: the most something may be ('at most', 'the largest') or the least. */
  bound: Bound | null;
};

// 'Who is the administrator of Alder Bay Fund I?': the party asked for, and whose party it is.
const whoAsked =
  /^\s*who\s+(?:is|are|was|were|will be|serves? as|acts? as)\s+(?:the\s+|its\s+)?(.+?)\s+(?:of|for|to)\s+(.+?)\s*\?*\s*$/i;

function partyAsked(question: string): UnderstoodQuestion['party'] {
  const asked = whoAsked.exec(question);
  return asked ? { role: asked[1], of: asked[2] } : null;
}

// The words of a question for a track record.
const recordAsked = /\b(?:prior|previous|predecessor|earlier|former|track record|history|historical)\b/i;

// Compared in the form the words of a question take ('does' is 'doe', 'where' is 'wher').
const questionWords = new Set(
  `a about above after all also am an and any are as at be been before below between but by can could did do
  does each for from go goes going gone went had has have how i if in into is it its me more most my no not of
  on or our over please show so some tell than that the their them there these they this those to under up us
  was we were what when where which who whom why will with would you your give list find many much across per
  vs versus may might must shall should make makes made
  compare describe explain say says said know end year years quarter month months date reported report
  reports fund fund's funds figure figures current currently level latest total stated state states
  happen happens occur occurs far`
    .split(/\s+/)
    .map(normaliseWord),
);
// Acronyms that stand for a role, a kind of document or a measure, never for whom a question is about.
const roleWords = new Set(
  `GP GPS LP LPS LPA LPAC PPM DDQ NAV IRR TVPI DPI RVPI MOIC EBITDA AUM ESG IPO PIPE PIPES USD EUR GBP US
  UK EU SEC CEO CFO CIO COO Q1 Q2 Q3 Q4 FY YTD QTD ITD LTM ERISA MFN SPV ETF BDC GENERAL LIMITED PARTNER
  PARTNERS MANAGER ADVISER ADVISOR INVESTMENT COMMITTEE BOARD FUND FUNDS JANUARY FEBRUARY MARCH APRIL MAY JUNE
  JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER`.split(/\s+/),
);
// How adjectives end ('final', 'expected', 'overall', 'approximate'): one before a noun says which.
const adjectiveEnding = /(?:al|ed|ive|ous|ful|ible|able|ate|all|est)$/i;
// Words a name is made of that do not tell one name from another.
const nameFiller = /^(?:the|of|and|for|&|at|in|on|a|an|'s|’s)$/i;

/** Whether the words are all one concept's phrase ('Net IRR', 'Management Fee'). */
function isConceptPhrase(text: string): boolean {
  const tokens = wordTokens(text);
  return questionConceptPhrases(tokens).some(
    (match) => match.first === 0 && match.last === tokens.length - 1,
  );
}

/**
 * The names a question gives, as runs of capitalised words, numerals and acronyms after its first word
 * ('What is Hyperion Ventures I's fee?' names 'Hyperion Ventures I'), and any acronym ('SVVC', 'ILPA').
 */
// A fund's name ends at 'Fund' (and its numeral) but for its legal form or a class of its shares: what
// follows is a name of its own, of something of the fund ('Harbor Technology Fund Valuation Committee').
const afterFund =
  /(?<=\bFunds?(?: [IVXL]{1,5}[ab]?| \d{1,2})?)\s+(?=\p{Lu})(?!(?:[IVXL]{1,5}[ab]?|[IVXL]{1,5}-[A-Z]|L\.?P\.?|LLC|L\.?L\.?C\.?|Inc\.?|Ltd\.?|Limited|plc|SICAV|SCSp|S\.?C\.?A\.?|Class|Series|Shares?|Units?|Tranche)(?![\p{L}\p{N}]))/u;

// A share class's or series' letter ('Class A', 'Series B') is its name's, though it spells an article.
const classLetter = (run: readonly string[]) =>
  run.length >= 2 && /^\p{Lu}$/u.test(run[run.length - 1]) && /^(?:Class|Series)$/i.test(run[run.length - 2]);

// A share class after a name that is no fund's full name is that fund's class, a name of its own, as a
// possessive makes it ('Fenmoor Class I shares' as 'Fenmoor's Class I shares').
const trailingShareClass = /^(.+?)\s+((?:Class|Series)\s+[\p{L}\p{N}-]+)$/u;
function splitShareClass(name: string): string[] {
  const parts = trailingShareClass.exec(name);
  return parts && !/\bFunds?\b/.test(parts[1]) ? [parts[1], parts[2]] : [name];
}

function namesIn(question: string): string[] {
  const tokens = [...question.matchAll(/[\p{L}\p{N}][\p{L}\p{N}&.'’-]*/gu)];
  const names: string[] = [];
  let run: string[] = [];
  const close = () => {
    while (run.length > 0 && nameFiller.test(run[run.length - 1]) && !classLetter(run)) run.pop();
    if (run.length > 0) names.push(run.join(' ').replace(/['’]s?$/, ''));
    run = [];
  };
  tokens.forEach((match, index) => {
    const word = match[0];
    const capital = /^\p{Lu}/u.test(word) && (index > 0 || /^\p{Lu}{2,}/u.test(word));
    // A numeral after a name's word is part of it, possessive or not ('Fund II', 'LP #5's').
    const numeral = /^(?:[IVX]{1,5}|\d{1,2})(?:['’]s)?$/.test(word) && run.length > 0;
    if (capital || numeral || (run.length > 0 && nameFiller.test(word))) {
      run.push(word);
      // A possessive ends the name, a plural's too ('Fenwick Holdings' realised proceeds', 'Tessaly
      // Payments' ARR') unless a name goes on after it ('Brennan County Employees' Retirement Fund').
      const next = tokens[index + 1]?.[0] ?? '';
      if (/['’]s$/.test(word) || (/s['’]$/.test(word) && !/^\p{Lu}\p{Ll}/u.test(next))) close();
    } else {
      close();
    }
  });
  close();
  // Question words, and acronyms of roles, documents and measures ('GP', 'LPA', 'NAV'), name no one, nor
  // do they with a word hyphened to them ('GP-led', 'NAV-based'); a role joined to a name ('General
  // Partner of the Fund') leaves the name.
  const roleOnly = (name: string) =>
    name.split(' ').every((word) =>
      roleWords.has(
        word
          .replace(/['’]s?$/, '')
          .replace(/-\p{Ll}+$/u, '')
          .toUpperCase(),
      ),
    );
  // So does a measure joined to a name ('Net IRR of Fund II').
  const nameless = (piece: string) => roleOnly(piece) || isConceptPhrase(piece);
  // 'In' and 'at' join two names rather than make one ('Best Practices Fund II in the ILPA template'), and
  // so do 'for' and 'and' after a name's numeral, which ends it ('Ventures III for Cedar Valley').
  const parts = names
    .flatMap((name) => {
      const placed = name
        .split(/\s+(?:in the|in|at the|at)\s+/i)
        .flatMap((piece) => piece.split(/(?<=\s(?:[IVX]{1,5}|\d{1,2}))\s+(?:for the|for|and|&)\s+/));
      return placed.flatMap((piece) => {
        const pieces = piece.split(/\s+(?:of the|of|for the|for|and|&)\s+/i);
        return pieces.length > 1 && pieces.some(nameless)
          ? pieces.filter((part) => !nameless(part))
          : [piece];
      });
    })
    .flatMap((name) => name.split(afterFund))
    .flatMap(splitShareClass);
  // A date is when, not whom: 'December 31', 'June 2025'.
  const isDate = (name: string) => findDates(name).some((date) => date.text.length >= name.length - 3);
  // Nor is a number a document gives itself whom: 'capital call No. 7', 'Notice #3'.
  const isReferenceNumber = (name: string) => /^(?:No|Nos|Number|#)\.?\s*\d+$/i.test(name);
  // An acronym of a measure or an event after a name is what is asked of it ('Pellucid Analytics
  // IPO'); a partnership's legal form or a document's kind is the name's ('ABC Fund LP', 'ILPA Model
  // LPA').
  const withoutTrailingRole = (name: string) => {
    const words = name.split(' ');
    const trailingRole = (word: string) =>
      /^\p{Lu}{2,}$/u.test(word) && roleWords.has(word) && !/^(?:[GL]PS?|LPAC?|PPM|DDQ)$/.test(word);
    while (words.length > 1 && trailingRole(words.at(-1)!)) words.pop();
    return words.join(' ');
  };
  return parts
    .map(withoutTrailingRole)
    .filter((name) => !isDate(name) && !isReferenceNumber(name))
    .filter(
      (name) =>
        !/^(?:What|Which|How|Who|When|Where|Is|Are|Does|Did|Was|Were|Can|Tell|Give|List|Show|Compare)$/.test(
          name,
        ) && !nameless(name),
    );
}

// A number in words says how many ('the two companies'), not what is asked; a span's count is read apart.
const cardinalWord = new RegExp(`^(?:${numberWordsPattern})$`, 'i');

/** A text's words that say what it is about: no question words, short words or numbers. */
export function contentWords(text: string): string[] {
  const words = wordTokens(text).map((token) => token.word);
  return [
    ...new Set(
      words.filter(
        (word) =>
          word.length > 2 && !questionWords.has(word) && !/^\d+$/.test(word) && !cardinalWord.test(word),
      ),
    ),
  ];
}

// A question asked with 'do' ends its subject with its verb: 'What does the sample (track)?', 'How much
// did distributions (rise) in 2026?'.
const doSupport = /\b(?:do|does|did)\b/i;
const clauseEnd = /^\s*(?:[?.!]|$|(?:in|to|for|over|since|from|at|on|by|during|with|after|before)\b)/i;

/**
 * The runs of two or more of `words` that stand next to each other in the question, without the verb
 * that ends a subject asked of with 'do'.
 */
function phrasesOf(question: string, words: readonly string[]): string[][] {
  const phrases: string[][] = [];
  const verbLast = doSupport.test(question);
  let run: WordToken[] = [];
  const close = () => {
    if (verbLast && run.length > 0 && clauseEnd.test(question.slice(run.at(-1)!.end))) run.pop();
    if (run.length >= 2) phrases.push(run.map((token) => token.word));
  };
  for (const token of wordTokens(question)) {
    if (words.includes(token.word) && !run.some((taken) => taken.word === token.word)) run.push(token);
    else {
      close();
      run = words.includes(token.word) ? [token] : [];
    }
  }
  close();
  return phrases;
}

// 'How many portfolio companies does …', 'How many limited partners provided …': the words counted run
// to the verb; the last is their head.
const howManyNouns =
  /\bhow many ((?:[\w'-]+ ){0,3}?[\w'-]+)(?= (?:per [\w-]+ )?(?:did|does|do|is|are|was|were|has|have|had|can|could|will|would|must|should|may|might|\w+ed)\b|\?|$)/i;

/** The words 'how many' counts, as a label's words: its head noun last. */
function countedWords(question: string): string[] {
  const nouns = howManyNouns.exec(question)?.[1];
  return nouns ? wordTokens(nouns).map((token) => token.word) : [];
}

/**
 * Whether a concept only says what the one before it is about ('the hurdle rate on the incentive fee',
 * 'the GP commitment as a share of fund size'): a preposition joins them, where 'and' or 'or' would
 * ask for both, and the one before is named in words of its own.
 */
function modifies(
  question: string,
  before: { start: number; end: number },
  match: { start: number },
): boolean {
  // A one-word head ('the cap on givebacks', 'extensions of the term') asks for what follows it.
  if (!/\s/.test(question.slice(before.start, before.end).trim())) return false;
  const between = question.slice(before.end, match.start).toLowerCase();
  // What a whole goes to is a part of it, asked: 'How much of the capital call goes to management fees?'.
  if (/\b(?:go|goes|went)\b/.test(between)) return false;
  return /\b(?:on|to|for|of|under|from)\b/.test(between) && !/\b(?:and|or|vs|versus)\b|[,&/]/.test(between);
}

/**
 * Whether a concept's words are only the noun of the next one's name, joined by 'of' ('the return of the
 * policy benchmark' asks for the benchmark return, whose name holds 'return').
 */
function headOf(question: string, match: PhraseMatch, next: PhraseMatch | undefined): boolean {
  if (!next) return false;
  const between = question.slice(match.end, next.start).toLowerCase();
  if (!/^\s*of\b/.test(between) || /\b(?:and|or|vs|versus)\b|[,&/]/.test(between)) return false;
  const nextName = new Set(
    wordTokens(conceptLabel(conceptRegistry[next.concept].id)).map((token) => token.word),
  );
  return wordTokens(question.slice(match.start, match.end)).every((token) => nextName.has(token.word));
}

/**
 * A stretch of the question (starting at `offset`) with each name in it, and its possessive, read as
 * 'the ': 'on Harrowgate's organizational expenses' is 'on the organizational expenses'.
 */
function possessiveNamesAsThe(
  text: string,
  nameSpans: readonly { start: number; end: number }[],
  offset: number,
): string {
  let result = text;
  for (const span of [...nameSpans].sort((a, b) => b.start - a.start)) {
    const start = span.start - offset;
    if (start < 0 || span.end - offset > text.length) continue;
    const end = span.end - offset + (/^['’]s\b/.test(text.slice(span.end - offset)) ? 2 : 0);
    result = `${result.slice(0, start)}the${result.slice(end)}`;
  }
  return result;
}

/** Whether a word names a concept only in people's questions ('minimum', 'carry'), never in a document. */
function isCueWord(entry: ConceptEntry, word: string): boolean {
  const single = (phrases: readonly string[] = []) =>
    phrases.some((phrase) => {
      const words = wordTokens(phrase);
      return words.length === 1 && words[0].word === word;
    });
  return single(entry.asked) && !single(entry.synonyms);
}

/** How many words of a concept's phrase modify its name before it ('target' of 'target allocation'). */
function modifierCount(match: PhraseMatch, words: readonly string[]): number {
  const name = wordTokens(conceptLabel(conceptRegistry[match.concept].id)).map((token) => token.word);
  const head = words.length - name.length;
  return head > 0 && name.every((word, index) => words[head + index] === word) ? head : 0;
}

/**
 * Whether one concept's phrase stands right before another's, as a noun before its head: a longer one
 * ('NAV total return'), or one of several words not all the first concept's own ('share price total
 * return'); a head of its words ('DPI multiple') is only its noun, and a target its target.
 */
function compound(question: string, before: PhraseMatch, match: PhraseMatch): boolean {
  if (!/^[\s-]*$/.test(question.slice(before.end, match.start))) return false;
  if (match.last - match.first > before.last - before.first) return true;
  // A target after a concept is that concept's target ('the gross IRR target'), and one word after it
  // may be its verb ('What multiple did the sale return?').
  if (conceptRegistry[match.concept].target || match.last === match.first) return false;
  const own = new Set([
    ...conceptPhraseWords[before.concept].flat(),
    ...wordTokens(conceptLabel(conceptRegistry[before.concept].id)).map((token) => token.word),
  ]);
  return wordTokens(question.slice(match.start, match.end)).some((token) => !own.has(token.word));
}

// A verb by which one figure moves another, between the two: 'the line raise(s) the net IRR'.
const movesNext =
  /^\s+(?:rais|lower|increas|reduc|boost|lift|improv|hurt|depress|inflat|cut|decreas|affect|chang)\w*\s+(?:the\s+|its\s+|their\s+)?$/i;

const acronym = /^\s*\p{Lu}{2,6}s?\s*$/u;

// A question for how much, or how fast, something grew or shrank.
const growthAsked =
  /\b(?:by how much|how much (?:did|has|have|does|do))\b.*\b(?:grow|grew|grown|rise|rose|risen|increased?|decreased?|declined?|fall|fell|fallen|drop(?:ped)?|shrink|shrank)\b|\bhow fast\b.*\b(?:grow(?:ing|n|s)?|grew|ris(?:ing|en|es)|rose|increas(?:ing|ed|es)|declin(?:ing|ed|es)|fall(?:ing|en|s)?|fell|shrink(?:ing|s)?)\b/;

const comparing = /\b(?:compare|comparison|versus|vs\.?|differ(?:ence|s)?)\b/;

function intentOf(text: string, concepts: readonly string[]): QuestionIntent {
  if (comparing.test(text)) return 'compare';
  if (/\bwhat (?:has )?changed\b|\bchanges? (?:between|since|from)\b/.test(text)) return 'change';
  if (
    /\bhow many\b/.test(text) &&
    !/\bhow many (?:days|years|months|weeks|times|basis points)\b/.test(text)
  ) {
    return concepts.length > 0 ? 'figure' : 'count';
  }
  if (/^(?:list|which|name)\b|\bwhat are (?:the|all)\b/.test(text) && concepts.length === 0) return 'list';
  if (
    /\b(?:summari[sz]e|summary|overview|tell me about|what is .* about)\b/.test(text) &&
    concepts.length === 0
  ) {
    return 'summary';
  }
  return 'figure';
}

// 'What share of net assets…', 'as a percentage of NAV', 'its weight in the fund', 'How much of the
// portfolio is in software?', 'How much of Acme does the fund own?', 'the most it may own of a fund',
// 'What stake is the fund acquiring in Northline?'.
const shareOfAmount =
  /\bwhat\s+(?:equity\s+|ownership\s+)?(?:stake|ownership)\b|(?<!\bper\s)\b(?:share|percentage|percent|proportion|portion|fraction)\s+of\b|%\s+of\b|\bas\s+a\s+(?:share|percentage)\b|\bweight(?:ing)?\s+in\b|\bown(?:s|ed)?\s+of\b|\bhow\s+much\s+of\b.*\b(?:own(?:s|ed)?|represent(?:s|ed)?|make\s+up|made\s+up|account(?:s|ed)?\s+for|comprise[sd]?|(?:is|are|was|were)\s+(?:invested\s+)?in)\b/;

// A share of a whole that is in a part of it: a portfolio's weight ('What share of the plan is in real
// assets?', 'What percentage of the fund is invested in Europe?').
const weightAsked =
  /\b(?:share|percentage|percent|proportion|portion)\s+of\b.*\b(?:is|are|was|were)\s+(?:invested\s+|allocated\s+|held\s+)?in\b/;

// A party's share of an amount, asked how much, is that party's part of it, an amount itself: 'How much
// is Cedar Grove's share of the capital call?'.
const partyPortion =
  /^how\s+much\s+(?:is|was|are|were|will\s+be)\b.*(?:['’]s?|\b(?:its|their|your|our|my))\s+(?:pro\s+rata\s+)?share\s+of\b/;

const calledAsked = new RegExp(String.raw`\b${commitmentsCalled}\b`);

// A time asked ('When…?') is a date or a duration, whichever the concept takes.
const timeKinds: ReadonlySet<FigureKind> = new Set(['date', 'duration']);

function takesKind(kinds: readonly FigureKind[], asked: FigureKind): boolean {
  return kinds.includes(asked) || (timeKinds.has(asked) && kinds.some((kind) => timeKinds.has(kind)));
}

/** Words in lower case but for acronyms: 'GP Commitment' reads 'GP commitment'. */
const inLowerCase = (text: string) =>
  text.replace(/[\p{L}\p{N}]+/gu, (word) => (/^\p{Lu}{2,}s?$/u.test(word) ? word : word.toLowerCase()));

/** A phrase's words as the question writes them, less a name standing inside it and its possessive. */
function withoutNames(
  question: string,
  match: { start: number; end: number },
  nameSpans: readonly { start: number; end: number }[],
): string {
  let text = '';
  let at = match.start;
  for (const span of [...nameSpans].sort((a, b) => a.start - b.start)) {
    if (span.start <= match.start || span.end >= match.end) continue;
    text += question.slice(at, span.start);
    at = span.end + (/^['’]s\b/.test(question.slice(span.end)) ? 2 : 0);
  }
  return (text + question.slice(at, match.end)).replace(/\s+/g, ' ').trim();
}

/**
 * The concepts' phrases a name stands inside ('percentage of SVVC's net assets'), read with the names'
 * words (and a possessive's 's') left out, at the places of their first and last words.
 */
function phrasesAcrossNames(
  tokens: readonly WordToken[],
  nameSpans: readonly { start: number; end: number }[],
): PhraseMatch[] {
  const inName = (token: WordToken) =>
    nameSpans.some((span) => token.start >= span.start && token.end <= span.end + 2);
  const kept = tokens.flatMap((token, index) => (inName(token) ? [] : [{ token, index }]));
  if (kept.length === tokens.length) return [];
  return questionConceptPhrases(kept.map(({ token }) => token))
    .map((match) => ({ ...match, first: kept[match.first].index, last: kept[match.last].index }))
    .filter(
      (match) => match.last - match.first > 0 && tokens.slice(match.first, match.last + 1).some(inName),
    );
}

const prepositions = new Set(['at', 'of', 'in', 'on', 'for', 'to', 'by', 'with', 'from']);

/** Each concept's phrases as words, for reading a phrase a question spreads out. */
const conceptPhraseWords = conceptRegistry.map((entry) =>
  entry.synonyms.map((phrase) => wordTokens(phrase).map((token) => token.word)),
);

/**
 * The concept a question asks when it spreads a longer phrase around the one matched: 'How much will
 * the general partner commit?' asks for the general partner's commitment, a phrase whose words, but for
 * 'commit', stand together elsewhere in the question (two words at least, outside its names).
 */
function widerConcept(
  tokens: readonly WordToken[],
  match: PhraseMatch,
  nameSpans: readonly { start: number; end: number }[],
): PhraseMatch | null {
  const matched = tokens.slice(match.first, match.last + 1).map((token) => token.word);
  const free = tokens.map(
    (token, index) =>
      (index < match.first || index > match.last) &&
      !nameSpans.some((span) => token.start >= span.start && token.end <= span.end),
  );
  const found = conceptPhraseWords.findIndex(
    (phrases, concept) =>
      concept !== match.concept &&
      phrases.some((words) => {
        const tail = words.slice(-matched.length);
        const head = words.slice(0, -matched.length);
        if (head.length < 2 || tail.join(' ') !== matched.join(' ')) return false;
        return tokens.some((_, at) =>
          head.every((word, offset) => free[at + offset] && tokens[at + offset]?.word === word),
        );
      }),
  );
  return found === -1 ? null : { ...match, concept: found };
}

/**
 * A concept asked by a word that names it only in a document's label, when the question uses it in the
 * singular after 'the' or a possessive ('What is the term of Harborline Fund II?', 'the fund's
 * duration'): the plural ('the terms of the fund') or a compound ('the term sheet') asks for more.
 */
const singularWords = conceptRegistry.flatMap((entry) =>
  (entry.labelOnly ?? []).map((word) => ({
    id: entry.id,
    word,
    pattern: new RegExp(`\\b(?:the|its|['’]s) ${word}\\b(?![-\\s]sheet)(?!['’]s)`),
  })),
);

function askedBySingularWord(text: string): { id: string; word: string } | null {
  const found = singularWords.find(({ pattern }) => pattern.test(text));
  return found ? { id: found.id, word: found.word } : null;
}

// The words right before a bare 'target' ('the private equity target'), or after it ('the target for
// growth equity'), lower case: what it is of.
const wordsBeforeTarget = /\b((?:[a-z][a-z-]*\s+){1,3})targets?\b/;
const wordsAfterTarget = /\btargets?\s+(?:for|of|to)\s+((?:[a-z][a-z-]*\s*){1,3})/;

/** Whether a question's bare 'target' is next to words of its own that say what it is of. */
function partTargetAsked(question: string, labelWords: readonly string[]): boolean {
  return [wordsBeforeTarget, wordsAfterTarget].some((pattern) => {
    const words = contentWords(pattern.exec(question)?.[1] ?? '');
    return words.length > 0 && words.every((word) => labelWords.includes(word));
  });
}

/**
 * Reads a question as an analyst would before looking anything up: what is asked (a figure and its
 * concept, a list, a comparison, a change, a count, a summary), about whom (the names it gives) and
 * when (the years and the date it names). Pure and deterministic.
 */
// The auxiliary before a question's subject ('What net IRR has the fund returned?').
const auxiliary = /\b(?:has|have|had|did|does|do|will|would|can|could|is|was)\b/i;

// 'What upfront fee does the NAV facility charge?': the words after 'what', before its auxiliary.
const whatAsked = /^\s*(?:what|which)\s+(?<asked>[^?]+?)\s+(?:does|did|do|will|would|can|could)\s/i;
// Words that ask only for a kind of value ('What share does…'): the subject's concept is still asked.
const kindOnly = new Set(
  'percentage percent share proportion portion amount sum number value size multiple kind type'
    .split(' ')
    .map(normaliseWord),
);

/**
 * Whether `match` is the subject of a 'What <something> <auxiliary> <subject> …?' question whose
 * something no concept names: the subject is whose figure it is, not what ('What upfront fee does the
 * NAV facility charge?' asks for no facility's size).
 */
function subjectOnly(question: string, matches: readonly PhraseMatch[], match: PhraseMatch): boolean {
  const what = whatAsked.exec(question);
  if (!what || match.start < what[0].length) return false;
  if (matches.some((other) => other.start < what[0].length)) return false;
  return contentWords(what.groups!.asked).some((word) => !kindOnly.has(word));
}

// What is done to the concept asked, right after it: 'How much carried interest has been allocated …'.
const passiveAfter = /^\s+(?:(?:has|have|had)\s+been|was|were|is|are)\s+$/i;

/**
 * Whether `match` is a one-word verb ending a 'What <concept> <auxiliary> <subject> <verb>?' question,
 * or the participle of 'How much <concept> has been <verb> …', `first` being the concept asked first.
 */
function predicateOf(question: string, first: PhraseMatch | undefined, match: PhraseMatch): boolean {
  if (first === undefined || first === match || match.first !== match.last) return false;
  const before = question.slice(0, first.start).replace(/\b(?:the|a|an)\s+/gi, '');
  if (/^\s*how much\s+$/i.test(before))
    return (
      passiveAfter.test(question.slice(first.end, match.start)) &&
      /ed$/i.test(question.slice(match.start, match.end))
    );
  return (
    /^\s*(?:what|which)\s+$/i.test(before) &&
    auxiliary.test(question.slice(first.end, match.start)) &&
    /^[\s?.!]*$/.test(question.slice(match.end))
  );
}

// The policy a question ends by pointing at ('… in Lakeshore's policy?', '… under the investment policy
// statement?') says where the figure is, not what its label holds.
const policyPointer =
  /\b(?:in|under|per|according to)\s+(?:the|its|their|[\p{L}.&-]+(?:\s+[\p{L}.&-]+){0,3}['’]s?)\s+(?:investment\s+)?policy(?:\s+statement)?\s*[?.!]*$/iu;

// 'Sable Harbor's second fund' is the manager's Fund II, as its track record names it.
const ordinalFund = /(\p{Lu}[\p{L}\p{N}&.-]*(?:\s+\p{Lu}[\p{L}\p{N}&.-]*)*)['’]s\s+(\p{L}+)\s+[Ff]und\b/gu;
const romanNumerals: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

function roman(value: number): string {
  let rest = value;
  let written = '';
  for (const [amount, numeral] of romanNumerals) {
    for (; rest >= amount; rest -= amount) written += numeral;
  }
  return written;
}

/** The question with a manager's fund asked by its ordinal named as its numbered fund. */
function numberedFundsNamed(typed: string): string {
  return typed.replace(ordinalFund, (whole, manager: string, ordinal: string) => {
    const value = ordinalValue(ordinal);
    return value !== null && value <= 20 ? `${manager} Fund ${roman(value)}` : whole;
  });
}

// The words an index is named by end before its word: 'leveraged loan index', 'buyout benchmark'.
const indexAfter = /^\s+(?:[\p{L}-]+\s+){0,2}?(?:index|indices)\b/iu;

export function understandQuestion(typed: string): UnderstoodQuestion {
  const question = numberedFundsNamed(typed);
  const text = question.toLowerCase();
  const tokens = wordTokens(question);
  // Things compared are named apart: 'Helios Ventures III and Birch Growth Fund II' are two funds, as
  // are Fund III and Fund IV in 'what changed between Fund III and Fund IV'.
  const names = /\b(?:compare|comparison|versus|vs\.?|between)\b/.test(text)
    ? namesIn(question).flatMap((name) => name.split(/\s+(?:and|vs\.?|versus)\s+/i))
    : namesIn(question);
  // A concept's word inside a name ('Growth' of 'Northbridge Growth Partners IV') is part of the name.
  const nameSpans = names.flatMap((name) => {
    const start = question.indexOf(name);
    return start >= 0 ? [{ start, end: start + name.length }] : [];
  });
  // So is one inside the words it points at a document with ('the subscription lines working paper').
  const described = documentDescribed(question);
  const describedAt = described === null ? -1 : question.indexOf(described);
  const inDescribed = (match: { start: number; end: number }) =>
    describedAt >= 0 && describedAt <= match.start && match.end <= describedAt + described!.length;
  // And one that names an index, before its word ('the leveraged loan index'): the index is asked of.
  const inIndexName = (match: PhraseMatch) =>
    conceptRegistry[match.concept].id !== 'benchmark_return' && indexAfter.test(question.slice(match.end));
  const matches = [
    ...questionConceptPhrases(tokens).filter(
      (match) =>
        !inDescribed(match) &&
        !inIndexName(match) &&
        !nameSpans.some(
          (span) =>
            span.start <= match.start &&
            match.end <= span.end &&
            span.end - span.start > match.end - match.start,
        ),
    ),
    ...phrasesAcrossNames(tokens, nameSpans),
  ];
  // Only the longest phrases count: 'net asset value per share' asks for NAV per share, not NAV.
  const longest = matches.filter(
    (match) =>
      !matches.some(
        (other) =>
          other !== match &&
          other.first <= match.first &&
          other.last >= match.last &&
          other.last - other.first > match.last - match.first,
      ),
  );
  // Of two phrases sharing words, the one ending later is the compound's head: 'the Limited Partner's
  // capital commitment' asks for a commitment, not partners' capital. A cue ending in a preposition
  // heads nothing: 'the fund's net asset value at June 30' asks for NAV, not a value 'valued at'.
  const endsInPreposition = (match: PhraseMatch) => prepositions.has(tokens[match.last].word);
  const headed = longest.filter(
    (match) =>
      !longest.some((other) =>
        endsInPreposition(match)
          ? other.first < match.first && other.last >= match.first
          : other.first > match.first &&
            other.first <= match.last &&
            other.last > match.last &&
            !endsInPreposition(other),
      ),
  );
  const widened = headed.map((match) => widerConcept(tokens, match, nameSpans) ?? match);
  // A question's own one-word cue for a concept right before another concept's phrase, or joined to it
  // by a preposition, only qualifies it: 'the minimum allocation' asks for an allocation (its minimum),
  // 'the carry hurdle' for a hurdle, 'the cap on organizational expenses' for those expenses' cap. A
  // verb's object is what it asks of ('did the line raise the net IRR' asks for the IRR), unless it is
  // what the figure is compared with ('beat its benchmark').
  const qualifyingCue = (match: PhraseMatch) =>
    match.first === match.last &&
    isCueWord(conceptRegistry[match.concept], tokens[match.first].word) &&
    widened.some(
      (next) =>
        next.first > match.last &&
        next.concept !== match.concept &&
        !comparedAt(question, next.start) &&
        /^(?:[\s-]*|\s+(?:on|of|for)\s+(?:the\s+|its\s+|their\s+)?|\s+(?:the|its|their)\s+)$/i.test(
          possessiveNamesAsThe(question.slice(match.end, next.start), nameSpans, match.end),
        ),
    );
  // A concept's one word joined by a hyphen to the next is a compound's modifier: 'fee-related
  // earnings' are earnings, 'fee-paying assets' assets.
  const hyphenModifier = (match: PhraseMatch) =>
    match.first === match.last && /^-\p{L}/u.test(question.slice(match.end, match.end + 2));
  // A cue that is the head noun of its concept's name, after a noun of its own, is that noun's: 'the
  // facility size' is no fund's size, 'the administration fee' no management fee. An adjective before it
  // ('the final size') only says which.
  const ownedCue = (match: PhraseMatch) => {
    const word = tokens[match.first].word;
    const owner = tokens[match.first - 1];
    return (
      match.first === match.last &&
      isCueWord(conceptRegistry[match.concept], word) &&
      wordTokens(conceptLabel(conceptRegistry[match.concept].id)).at(-1)?.word === word &&
      owner !== undefined &&
      /^[\s-]+$/.test(question.slice(owner.end, tokens[match.first].start)) &&
      !nameSpans.some((span) => owner.start >= span.start && owner.end <= span.end) &&
      owner.word.length > 2 &&
      !questionWords.has(owner.word) &&
      !adjectiveEnding.test(question.slice(owner.start, owner.end))
    );
  };
  // A concept's words before 'fee' name the fee ('the commitment fee', 'the NAV facility fee'), and a
  // concept after it what the fee is charged on ('the fee on undrawn amounts').
  const feeWords = (match: PhraseMatch) =>
    (/^\s+fees?\b/i.test(question.slice(match.end)) ||
      /\bfees?\s+(?:on|over)\s+(?:the\s+|its\s+|all\s+)?$/i.test(question.slice(0, match.start))) &&
    !/\bfees?$/i.test(question.slice(match.start, match.end));
  // A bare fee paid for something named is that thing's fee, not the management fee: 'What fee is
  // Calder Boyd paid for the fairness opinion?'; one for the fund or its partners is the fund's.
  const feeForSomething = (match: PhraseMatch) =>
    /^fees?$/i.test(question.slice(match.start, match.end)) &&
    new RegExp(
      String.raw`^\s+(?:[\p{L}'’-]+\s+){0,4}?for\s+(?:the|a|an|its|their)\s+(?!(?:fund|partnership|vehicle|program|${fundPartyWords})\b)\p{L}`,
      'iu',
    ).test(question.slice(match.end));
  // 'carry' after a subject and its auxiliary is a verb: 'What rate does the facility carry over SOFR?'.
  const carryVerb = (match: PhraseMatch) =>
    /^carry$/i.test(question.slice(match.start, match.end)) &&
    /\b(?:does|do|did|will|would|can|could|may|might|should|must)\s+(?:[\p{L}\p{N}'’.#&-]+\s+){1,6}$/iu.test(
      question.slice(0, match.start),
    ) &&
    !/\b(?:the|a|an|its|their|his|her|of)\s+$/i.test(question.slice(0, match.start));
  // 'earn' asks for a return as a verb only ('What did the infrastructure portfolio earn last year?'):
  // 'earnings' are no return.
  const surface = (match: PhraseMatch) => question.slice(match.start, match.end);
  const earnVerb = (match: PhraseMatch) => /^earn(?:s|ed)?$/i.test(surface(match));
  const earningsNoun = (match: PhraseMatch) => /^earnings?$/i.test(surface(match));
  const qualifiedAll = widened.filter(
    (match) =>
      !earningsNoun(match) &&
      !qualifyingCue(match) &&
      !hyphenModifier(match) &&
      !ownedCue(match) &&
      !feeWords(match) &&
      !feeForSomething(match) &&
      !carryVerb(match),
  );
  // A cue ('how long', 'how big') asks for a concept only when the question names none: 'How long is
  // the investment period?' asks for the investment period, not the fund's term.
  // Nor when it names something else the concept's words do not ('How long is the going concern
  // assessment period?' asks for no fund's term).
  const cue = (match: (typeof longest)[number]) => /^how\b/i.test(question.slice(match.start, match.end));
  // So does the verb 'earn': 'What investment income did the fund earn?' asks for the income, and
  // 'earned' is sought in labels ('Carried interest earned').
  const qualified = qualifiedAll.some((match) => !cue(match) && !earnVerb(match))
    ? qualifiedAll.filter((match) => !earnVerb(match))
    : qualifiedAll;
  const ownWords = (match: PhraseMatch) =>
    new Set(
      conceptPhraseWords[match.concept]
        .flat()
        .concat(contentWords(conceptLabel(conceptRegistry[match.concept].id))),
    );
  // Two words not its own name another thing; one may be a verb ('How long will the fund last?').
  const namesOther = (match: PhraseMatch) =>
    contentWords(possessiveNamesAsThe(question, nameSpans, 0)).filter(
      (word) =>
        !ownWords(match).has(word) && !contentWords(question.slice(match.start, match.end)).includes(word),
    ).length >= 2;
  const named = qualified.some((match) => !cue(match))
    ? qualified.filter((match) => !cue(match))
    : qualified.filter((match) => !cue(match) || !namesOther(match));
  // In a compound ('NAV total return') the last concept is what is asked and the one before says which,
  // by its words; a head of no more words than the concept before it ('DPI multiple') is only its noun.
  const compounded = named.filter(
    (match, index) => index + 1 === named.length || !compound(question, match, named[index + 1]),
  );
  const modified = compounded.filter(
    (match, index) =>
      (index === 0 || !modifies(question, compounded[index - 1], match)) &&
      !headOf(question, match, compounded[index + 1]),
  );
  // What the figure asked for is measured after is not asked ('What share of profits goes to the manager
  // after the preferred return?'), but a period after 'after' says when ('after the commitment period').
  const notTakenOff = modified.filter(
    (match) =>
      !takenOffAt(question, match.start) || conceptRegistry[match.concept].kinds.includes('duration'),
  );
  // Nor is what it is compared with ('By how much did the fund outperform its benchmark?'), unless the
  // question compares them.
  const measured = notTakenOff.filter((match) => !comparedAt(question, match.start));
  const compared = measured.length > 0 && !comparing.test(text) ? measured : notTakenOff;
  // Nor is what moved another figure ('By how much did the subscription line raise the net IRR?' asks
  // for the IRR's move, not for the line).
  const effects = compared.filter(
    (match, index) =>
      !compared
        .slice(index + 1)
        .some((next) =>
          movesNext.test(possessiveNamesAsThe(question.slice(match.end, next.start), nameSpans, match.end)),
        ),
  );
  // 'What net IRR does the fund target?': the verb beside another concept asks for that concept's
  // target, not for a target size.
  const targetVerb = effects.find(
    (match) =>
      conceptRegistry[match.concept].target &&
      /^target(?:s|ed)?$/i.test(question.slice(match.start, match.end)),
  );
  const targeted =
    targetVerb && effects.length > 1 ? effects.filter((match) => match !== targetVerb) : effects;
  // 'What net IRR has the fund returned?': the verb that ends a question after its subject says what
  // the concept named after 'what' did; it asks for nothing more.
  const asked = targeted.filter(
    (match) => !predicateOf(question, targeted[0], match) && !subjectOnly(question, targeted, match),
  );
  const targetForm = (id: string) =>
    (targetVerb &&
      targeted !== effects &&
      conceptRegistry.find((entry) => entry.targetOf?.includes(id))?.id) ||
    id;
  // What a compound's first concept says is sought in labels by its name and by the question's words.
  const qualifiers = named
    .filter((match) => !compounded.includes(match))
    .flatMap((match) => [
      ...contentWords(conceptLabel(conceptRegistry[match.concept].id)),
      ...contentWords(question.slice(match.start, match.end)),
    ]);
  // A concept spelled in brackets after the words that gloss it is the one asked, whatever kind of value
  // those words ask for: 'How much has the fund distributed relative to paid-in capital (DPI)?'.
  const spelled = asked.filter(
    (match) => /\(\s*$/.test(question.slice(0, match.start)) && /^\s*\)/.test(question.slice(match.end)),
  );
  const chosen = spelled.length > 0 ? spelled : asked;
  const valueKinds = spelled.length > 0 ? [] : valueKindsAsked(text);
  // A concept that takes no value of the kind asked is not what is asked: 'how many members … at
  // minimum' asks for a count, not the minimum commitment.
  const concepts = [...new Set(chosen.map((match) => targetForm(conceptRegistry[match.concept].id)))].filter(
    (id) => valueKinds.length === 0 || takesKind(conceptEntry(id)?.kinds ?? [], valueKinds[0]),
  );
  const askedAs: Record<string, string> = {};
  for (const match of chosen) {
    askedAs[conceptRegistry[match.concept].id] ??= inLowerCase(withoutNames(question, match, nameSpans));
  }
  // 'How much of the commitments remain uncalled?': a concept named by words that a phrase of another
  // asked concept holds ('uncalled commitments') is the whole that one is a part of, not asked beside it.
  const wholes = concepts.filter(
    (id) =>
      /\bhow much of\b/i.test(text) &&
      concepts.some(
        (other) =>
          other !== id &&
          (conceptEntry(other)?.synonyms ?? []).some(
            (phrase) => phrase.includes(' ') && phrase.endsWith(` ${(askedAs[id] ?? '').toLowerCase()}`),
          ),
      ),
  );
  // 'How much of the call goes to management fees?': what the part is taken from is not asked either.
  const whole = (portionOfWhole.exec(text) ?? partOfWhole.exec(text))?.indices?.groups?.whole;
  if (whole) {
    const within = (match: PhraseMatch) => match.start >= whole[0] && match.end <= whole[1];
    const ids = (matches: readonly PhraseMatch[]) =>
      matches.map((match) => conceptRegistry[match.concept].id);
    const askedOutside = new Set(ids(chosen.filter((match) => !within(match))));
    wholes.push(...ids(chosen.filter(within)).filter((id) => !askedOutside.has(id)));
  }
  for (const id of new Set(wholes)) if (concepts.includes(id)) concepts.splice(concepts.indexOf(id), 1);
  // Of two concepts one word asks for ('leverage': a fund's limit and a leverage multiple), the one the
  // word names comes first.
  const phraseAt = (id: string) => concepts.findIndex((other) => askedAs[other] === askedAs[id]);
  const namedByWord = (id: string) => Number(conceptLabel(id).toLowerCase() !== askedAs[id]?.toLowerCase());
  concepts.sort(
    (a, b) =>
      phraseAt(a) - phraseAt(b) ||
      namedByWord(a) - namedByWord(b) ||
      concepts.indexOf(a) - concepts.indexOf(b),
  );
  const bare = concepts.length === 0 ? askedBySingularWord(text) : null;
  if (bare) {
    concepts.push(bare.id);
    askedAs[bare.id] = bare.word;
  }
  // A concept dropped for its kind leaves its words to be found in a label ('management fees' spent);
  // the words a bracketed concept glosses ask nothing more.
  const kept = qualified.filter(
    (match) =>
      !asked.includes(match) || spelled.length > 0 || concepts.includes(conceptRegistry[match.concept].id),
  );
  // A concept's words after what is asked, and the preposition it is asked of, say which part's figure
  // is asked ('the policy target for private debt'): they are sought in labels too.
  const askedOf = (match: PhraseMatch) =>
    !asked.includes(match) &&
    asked.some((first) => first.end <= match.start) &&
    /\b(?:for|of|in|to)\s+(?:the\s+|its\s+|their\s+)?(?:[\p{L}-]+\s+)?$/iu.test(
      question.slice(0, match.start),
    );
  // A synonym that is the concept's name under a modifier ('target allocation') asks which of its
  // figures: the modifier is sought in labels too (a policy's target column).
  const covered = new Set(
    kept
      .filter((match) => !askedOf(match))
      .flatMap((match) => {
        const words = tokens.slice(match.first, match.last + 1).map((token) => token.word);
        return asked.includes(match) ? words.slice(modifierCount(match, words)) : words;
      }),
  );
  const nameWords = new Set(
    [...names, described ?? ''].flatMap((name) => wordTokens(name).map((token) => token.word)),
  );
  // A maturity names an instrument ('the notes due 2028'), a year before a peak or a level names what
  // a figure is measured against ('below the 2021 peak'), and so does the date a growth is from ('grow
  // from the first half of 2025'); none is when the figure is asked of.
  const growthFrom = growthAsked.test(text)
    ? /\b(?:from|since|compared (?:with|to)|versus|vs\.?)\s+(?:the\s+)?$/i
    : null;
  const dates = findDates(question).filter((date) => {
    const before = question.slice(0, date.start);
    return (
      !/\b(?:due|maturing(?:\s+in)?)\s+$/i.test(before) &&
      !/^\s+(?:peak|high|low|trough|record|levels?)\b/i.test(question.slice(date.end)) &&
      !growthFrom?.test(before)
    );
  });
  const years = [...new Set(dates.flatMap((date) => date.years))];
  if (bare) covered.add(normaliseWord(bare.word));
  // The whole a part is asked of names no label sought: the part's words do ('How much of the costs
  // came from private markets?').
  for (const match of chosen)
    if (wholes.includes(conceptRegistry[match.concept].id))
      for (const token of tokens.slice(match.first, match.last + 1)) covered.add(token.word);
  // A period's words say when ('the third quarter of 2025', 'the first half of 2025'), never what is asked;
  // a day's month stays sought, as a column dated by it is the one asked of.
  const whenWords = new Set(
    dates
      .filter((date) => date.kind === 'period')
      .flatMap((date) => wordTokens(date.text).map((token) => token.word)),
  );
  // 'By how much did assets under management grow?' asks for a growth, of what the concept names; a
  // move supposed ('would net assets rise if prices fell') is a sensitivity's amount.
  const grown =
    growthAsked.test(text) &&
    !/\b(?:would|could|if)\b/.test(text) &&
    concepts.length > 0 &&
    !concepts.includes('growth_rate');
  // An acronym asked ('NAV') is sought in labels spelt out as well ('Net asset value rose 3.4%').
  const grownWords = (id: string) => {
    const words = askedAs[id] ?? conceptLabel(id);
    return contentWords(acronym.test(words) ? `${words} ${conceptLabel(id)}` : words);
  };
  const grownOf = grown ? concepts.flatMap(grownWords) : [];
  if (grown) concepts.splice(0, concepts.length, 'growth_rate');
  // 'What share of its commitment has the partner contributed?' asks how far commitments are called;
  // 'How much of its commitments has the fund called?' too, or the amount called.
  const shareOf = shareOfAmount.test(text) && !partyPortion.test(text);
  const calledOfCommitment =
    concepts.includes('commitment') && (concepts.includes('called_capital') || calledAsked.test(text));
  if (shareOf && calledOfCommitment) concepts.splice(0, concepts.length, 'percent_called');
  else if (calledOfCommitment && /\bhow much of\b/.test(text))
    concepts.splice(0, concepts.length, 'percent_called', 'called_capital');
  // 'What share of the plan is in natural resources?' asks a portfolio's weight in a part of it.
  if (concepts.length === 0 && weightAsked.test(text)) concepts.push('allocation');
  const pointer = new Set(contentWords(policyPointer.exec(question)?.[0] ?? ''));
  const labelWords = [
    ...new Set([
      ...contentWords(question).filter(
        (word) => !covered.has(word) && !nameWords.has(word) && !whenWords.has(word) && !pointer.has(word),
      ),
      ...qualifiers,
      ...grownOf,
    ]),
  ];
  const period = dates.find((date) => date.kind !== 'year')?.text ?? dates[0]?.text ?? null;
  const counted = countedWords(question);
  // A target of a part of a portfolio ('Merrow County's private equity target') is the weight a policy
  // sets for it, not a fund's size.
  if (concepts.length === 1 && concepts[0] === 'target_size' && partTargetAsked(question, labelWords)) {
    concepts.splice(0, 1, 'allocation');
    // A target asked in another concept's words ('the fund size target') has no words of its own.
    if (askedAs.target_size !== undefined) askedAs.allocation = askedAs.target_size;
    delete askedAs.target_size;
  }
  // A target asked with a weight ('the target weight of buyout') is the weight's target.
  if (concepts.includes('target_size') && concepts.includes('allocation')) {
    concepts.splice(concepts.indexOf('target_size'), 1);
    delete askedAs.target_size;
  }
  return {
    intent: intentOf(text, concepts),
    concepts,
    askedAs,
    askedOf: askedObject(question, names, askedAs),
    labelWords,
    labelPhrases: phrasesOf(question, labelWords),
    names,
    described,
    years,
    period,
    span: askedSpan(question),
    target: /\b(?:target(?:s|ed|ing)?|projected|expected|aim(?:s|ing)?)\b/.test(text),
    record: recordAsked.test(text),
    takesOff: takesOff(text),
    shareOf,
    documentTypes: documentTypesNamed(question),
    valueKinds,
    counted: counted.at(-1) ?? null,
    countedQualifiers: counted.slice(0, -1),
    party: partyAsked(question),
    bound: boundAsked(question),
  };
}
