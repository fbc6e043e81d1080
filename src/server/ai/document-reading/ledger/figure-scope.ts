import type { FactScope } from '@shared/document-facts';
import { withoutComparisons } from '../concepts/compared-with';
import { conceptPhrases, wordTokens } from '../concepts/concept-phrases';
import type { DocumentModel } from '../structure/document-model';
import type { FigureReading } from './read-figures';

export type ScopeReading = { scope: FactScope; scopeName: string | null };

/**
 * The funds a document names: its own (`name`), and the short names it defines for funds in full
 * (`aliases`: 'Fund III' for 'Straven Growth Fund III, L.P. ("Fund III")').
 */
export type DocumentFunds = { name: string | null; aliases: ReadonlyMap<string, string> };

// The word that ends a fund's name before its numeral ('Harbor Growth Partners IV').
const fundWord = 'Fund|Partners|Capital|Investors|Ventures|Equity|Opportunities|Credit|Growth';
const partnershipSuffix = /,? L\.?P\.?$/;
// 'Harbor Partners IV', 'Fund III' (a digit after 'Fund' is as often a footnote), or any numbered name a
// partnership suffix follows ('Nexus VI, L.P.').
const fundNamePattern = new RegExp(
  String.raw`\b((?:[A-Z][\w&'-]+ ){0,3}(?:${fundWord}) [IVX]{1,6})\b(?![.\d])|\b((?:[A-Z][\w&'-]+ ){1,3}(?:[IVX]{1,6}|\d{1,2})),? L\.?P\.`,
  'g',
);
const namedFund = new RegExp(
  String.raw`\b((?:[A-Z][\w&'-]+ ){0,3}(?:${fundWord}) (?:[IVX]{1,6}|\d{1,2}))\b(?![.\d])`,
);
// A document names its own fund in its title or first lines, before any predecessor's record.
const titleReach = 3000;

// 'the prior fund', 'its previous buyout funds', 'the prior co-investment programme'; not 'prior to the Fund'.
const priorFund =
  /\b(?:prior|previous|predecessor|earlier|former)\s+(?!to\b)(?:[\w-]+\s+){0,2}?(?:funds?|vehicles?|partnerships?|programmes?|programs?)\b/i;
/**
 * What a text calls the sponsor's prior fund or programme it speaks of ('programme' of 'the prior
 * co-investment programme'), or null.
 */
export const priorFundNoun = (text: string): string | null =>
  priorFund.exec(text)?.[0].split(/\s+/).at(-1) ?? null;
// What a return stated in a sentence is for, right after it: '8.9% for the Morningstar LSTA Index'.
const forBenchmark = /^\s*(?:for|by|of)\s+(?:the\s+)?([^,.;()]{2,80}?)\s*(?=[,.;()]|$)/i;

// A benchmark by name: the word, a public market equivalent, or an index family's ('Russell 3000 + 300
// bps'). A spread alone is no benchmark: a loan's rate is one over SOFR ('S + 5.50%').
const benchmark =
  /\b(?:benchmark|index|indices|PME)\b|\b(?:Russell \d{4}|S&P \d{3,4}|MSCI|FTSE|Cambridge Associates|Burgiss|Preqin|Morningstar|LSTA|ICE BofA|Bloomberg (?:US|U\.S\.|Global))\b/i;
const namesBenchmark = (text: string) => benchmark.test(withoutComparisons(text));
// Tables whose rows are holdings: a schedule of investments (or its columns: each holding's share of
// net assets beside its shares, principal or acquisition date), a list of portfolio companies.
const holdingsTable =
  /\bschedules? of (?:portfolio )?investments\b|\bportfolio (?:investments|companies|holdings)\b|\btop (?:ten|10|five|5|twenty|20) (?:holdings|investments|positions)\b|\b(?:reali[sz]ed|unreali[sz]ed) (?:deals|investments)\b|\binvestments in (?:portfolio )?companies\b|%\)? of net assets\b.*\b(?:acquisition date|shares|par|principal)\b/i;
const totalLabel = /^(?:total|sum|all|overall|net|subtotal)\b/i;
// A holding a sentence names before its figure: 'its investment in Corvale Robotics, Inc., with a fair
// value of …'. A name of two capitalised words or more, or one with its legal form, tells a company
// from a capitalised term ('investments in Portfolio Companies' is the fund's own).
const holdingIn =
  /\b(?:investments?|stakes?|positions?|holdings?|interests?)\s+in\s+((?:[A-Z][\w&'-]*\s+){1,4}[A-Z][\w&'-]*(?:,?\s+(?:Inc|Corp|Ltd|LLC|plc|GmbH|S\.A)\.?)?|[A-Z][\w&'-]*,?\s+(?:Inc|Corp|Ltd|LLC|plc|GmbH|S\.A)\.?)/g;
const genericHolding =
  /^(?:The|Our|Its|Their|This|Such|Portfolio|Private|Public|Fund|Funds|Partnership|Company|Companies|Investments?|Securities|Master|Class|Series)\b/;
// How far before its figure a sentence may name the holding, within one clause or two.
const holdingReach = 160;

/** The holding a sentence names as the owner of the figure after it, or null. */
function holdingBefore(figure: FigureReading): string | null {
  const before = figure.quote.slice(Math.max(0, figure.quoteStart - holdingReach), figure.quoteStart);
  const name = [...before.matchAll(holdingIn)].at(-1)?.[1].replace(/,$/, '').trim();
  return name && !genericHolding.test(name) ? name : null;
}

// A company a sentence opens with, its verb after it: 'Corvane Robotics raised …', 'Marisol Bio was
// acquired …'. Two capitalised words or more (one alone is as often a term: 'Revenue grew …'), or one
// with its legal form.
const legalForm = String.raw`,?\s+(?:Inc|Corp|Ltd|LLC|plc|GmbH|S\.A)\.?`;
const openingName = new RegExp(
  String.raw`^(?:[•▪*–—-]\s*)?((?:[A-Z][\w&'.-]*\s+){1,3}[A-Z][\w&'.-]*(?:${legalForm})?|[A-Z][\w&'.-]*${legalForm}),?\s+(?=[a-z])`,
);
// What such an opening is when it is no company: a word that sets the scene ('In September', 'As of'),
// a party to the fund or its manager ('The General Partner', 'Harbor Asset Management'), a person ('Ms.
// Okafor of Brightline Consulting reported …'), a month, or
// a fund's own words.
const notACompany =
  /\b(?:In|On|At|As|For|During|Since|After|Before|By|Of|With|From|Under|Over|Through|Until|When|While|If|This|That|These|Those|Our|We|Its|Their|His|Her|The|A|An|Each|Every|All|Total|Net|Gross|General|Limited|Partners?|Partnership|Fund|Funds|Capital|Management|Investments|Manager|Sponsor|Advis[eo]rs?|Board|Committee|Trustees?|Investors?|Shareholders?|Members?|Class|Series|Mr|Mrs|Ms|Dr|Prof|January|February|March|April|May|June|July|August|September|October|November|December)\b/;

// Or a holding the opening names in apposition: 'The Fund's largest borrower, Oakhollow Dental
// Partners, accounted for …', 'Our newest investment, Pellwood Systems, raised …'.
const appositiveName = new RegExp(
  String.raw`^(?:[•▪*–—-]\s*)?(?:The|Our|Its|Their)\s+(?:[\w'’-]+\s+){0,3}(?:borrowers?|holdings?|investments?|positions?|compan(?:y|ies)|issuers?|obligors?|exposures?),\s+((?:[A-Z][\w&'.-]*\s+){1,3}[A-Z][\w&'.-]*(?:${legalForm})?|[A-Z][\w&'.-]*${legalForm}),`,
);

/**
 * The company a sentence is about when it opens with its name ('Tessaly Payments grew …'), or names
 * it in apposition to its opening ('The Fund's largest borrower, Oakhollow Dental Partners, …'): each
 * figure of the sentence is that company's. Not a party to the fund, and not a term the registry names
 * ('Net Asset Value rose …').
 */
function companyOpening(sentence: string, fundName: string | null): string | null {
  const opening = openingName.exec(sentence)?.[1].replace(/,$/, '');
  // A holding in apposition is a company, whatever words its name holds ('… Dental Partners').
  const name = opening && !notACompany.test(opening) ? opening : appositiveName.exec(sentence)?.[1];
  if (!name || (fundName !== null && sameName(name, fundName))) return null;
  return conceptPhrases(wordTokens(name)).length > 0 ? null : name;
}

// A sentence opening with a pronoun for a company ('Its loan pays …', 'It raised …', 'The company's
// revenue …'); 'It is expected that …' stands for nothing.
const pronounOpening =
  /^(?:Its\s|It\s+(?!(?:is|was|will|would|may|might|should|could|can|has been|had been)\b)|The company(?:['’]s)?\s)/;

/** The company a figure's sentence is about: its own opening's, or the sentence before's for a pronoun. */
function companyOf(figure: FigureReading, fundName: string | null): string | null {
  const own = companyOpening(figure.quote, fundName);
  if (own || figure.previous === null || !pronounOpening.test(figure.quote)) return own;
  return companyOpening(figure.previous, fundName);
}

/**
 * The fund a document is about: the first fund name of its opening ('Nexus VI'), else its most named.
 * A name that only labels a table's row ('Northbridge Growth Partners I' atop a track record) is one
 * of the funds the table lists, not the document's subject.
 */
export function mainFundName(text: string, rowLabels: ReadonlySet<string> = new Set()): string | null {
  const namesIn = (part: string) =>
    Array.from(part.matchAll(fundNamePattern), (match) => match[1] ?? match[2]).filter(
      (name) => !rowLabels.has(name),
    );
  const [opening] = namesIn(text.slice(0, titleReach));
  if (opening) return opening;
  const counts = new Map<string, number>();
  for (const name of namesIn(text.slice(0, 200_000))) counts.set(name, (counts.get(name) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [name, count] of counts) {
    if (count > bestCount) [best, bestCount] = [name, count];
  }
  return best;
}

// A fund's name in full, then the short name the document will call it by in brackets and quotes.
const definedFund = new RegExp(
  String.raw`\b((?:[A-Z][\w&'-]+ ){1,3}(?:${fundWord}) (?:[IVX]{1,6}|\d{1,2}))(?:,? L\.?P\.?)?,?\s*\((?:the\s+)?["“]([^"”]{2,40})["”]\)`,
  'g',
);

/** The short names a text defines for funds it names in full, each with the full name. */
function fundAliases(text: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [, full, short] of text.replace(/\s+/g, ' ').matchAll(definedFund))
    if (namedFund.test(short) && !aliases.has(short)) aliases.set(short, full);
  return aliases;
}

/**
 * The funds a document names (`DocumentFunds`): its own, first sought in its prose, where a title names
 * it though a table of the funds' records lists it beside its predecessors, and the short names it gives
 * funds.
 */
export function documentFunds(model: DocumentModel, text: string): DocumentFunds {
  const prose = model.blocks.flatMap((block) => (block.kind === 'table' ? [] : [block.text])).join('\n');
  const rowLabels = new Set(
    model.blocks.flatMap((block) => (block.kind === 'table' ? block.rows.map((row) => row.label) : [])),
  );
  return {
    name: mainFundName(prose) ?? mainFundName(text, rowLabels),
    aliases: fundAliases(text.slice(0, 200_000)),
  };
}

const nameWords = (name: string) => name.replace(partnershipSuffix, '').toLowerCase().split(/\s+/);

/** The same fund by name, one name ending the other ('Growth Partners IV', 'Northbridge Growth Partners IV'). */
function sameName(a: string, b: string): boolean {
  const [shorter, longer] = [nameWords(a), nameWords(b)].sort((x, y) => x.length - y.length);
  return shorter.every((word, index) => longer[longer.length - shorter.length + index] === word);
}

// Where a sentence's items part: a semicolon, or an enumerator standing apart ('(2) the sale …', '(b)').
const itemBreak = /;|(?<=^|[\s,:])\((?:\d{1,2}|[a-z]|[ivx]{1,4})\)(?=\s)/gi;

/**
 * The item of its sentence a figure stands in: a fund named in another item of a list ('(2) the sale to
 * Fund IV, and (3) a waiver of the 15% limit') is not whose the figure is.
 */
function itemOf(figure: FigureReading): string {
  let start = 0;
  let end = figure.quote.length;
  for (const found of figure.quote.matchAll(itemBreak)) {
    if (found.index + found[0].length <= figure.quoteStart) start = found.index + found[0].length;
    else if (found.index >= figure.quoteEnd) {
      end = found.index;
      break;
    }
  }
  return figure.quote.slice(start, end);
}

/**
 * Whose figure it is: a company's when its sentence opens with the company's name (or a pronoun for
 * the company the sentence before opened with); another fund's
 * when its row, column or sentence names a fund that is not the document's own, by name or by the short
 * name the document defined (or says 'prior fund'); one holding's in a table of holdings or where its
 * sentence names the holding before it; a benchmark's when its label is one; otherwise the fund (or
 * company) the document is about.
 */
export function scopeOf(figure: FigureReading, funds: DocumentFunds | null): ScopeReading {
  const fundName = funds?.name ?? null;
  const rowish = [figure.label, figure.column ?? '', figure.parent ?? ''].join(' | ');
  if (namesBenchmark(figure.label) || namesBenchmark(figure.column ?? '')) {
    return { scope: 'benchmark', scopeName: figure.label };
  }
  const after = figure.source === 'prose' ? forBenchmark.exec(figure.quote.slice(figure.quoteEnd)) : null;
  if (after && benchmark.test(after[1])) return { scope: 'benchmark', scopeName: after[1].trim() };
  // A prose label capitalises its first word ('Reduce Fund II's net asset value' of '… would reduce Fund
  // II's …'): a name in it the sentence does not write is no name.
  const rowName = namedFund.exec(rowish)?.[1];
  const inRow = figure.source === 'prose' && rowName && !figure.quote.includes(rowName) ? undefined : rowName;
  const inQuote = figure.source === 'prose' ? namedFund.exec(itemOf(figure))?.[1] : undefined;
  // A prose label is a few words of its sentence ('Partners II generated …'): the sentence names it whole.
  const written =
    inRow && inQuote && inQuote.length > inRow.length && sameName(inRow, inQuote)
      ? inQuote
      : (inRow ?? inQuote);
  // A short name the document defined is the fund it was defined for ('Fund III').
  const named = written && (funds?.aliases.get(written) ?? written);
  // A sentence that opens with a company, or with a pronoun after a sentence that did, is about it,
  // whatever fund it names after ('Bexley Software, a Fund II company, was written up 35% …').
  const company = figure.source === 'prose' && !inRow ? companyOf(figure, fundName) : null;
  if (company) return { scope: 'deal', scopeName: company };
  // The document's own fund, when a sentence names it, keeps its name in full for a question naming
  // one of several funds; a row or column naming it is one party's part of it as often.
  if (named) {
    if (fundName === null || !sameName(named, fundName)) return { scope: 'prior_fund', scopeName: named };
    const full = named.length > fundName.length ? named : fundName;
    return { scope: 'fund', scopeName: inRow ? null : full };
  }
  if (priorFund.test(rowish) || (figure.source === 'prose' && priorFund.test(figure.quote))) {
    return { scope: 'prior_fund', scopeName: null };
  }
  const where = [figure.caption ?? '', figure.parent ?? '', ...figure.section.slice(-2)].join(' | ');
  if (figure.source === 'table' && holdingsTable.test(where) && !totalLabel.test(figure.label)) {
    return { scope: 'deal', scopeName: figure.label.split(/,|\s\(/)[0].trim() || null };
  }
  const holding = figure.source === 'prose' ? holdingBefore(figure) : null;
  if (holding) return { scope: 'deal', scopeName: holding };
  return { scope: 'fund', scopeName: null };
}
