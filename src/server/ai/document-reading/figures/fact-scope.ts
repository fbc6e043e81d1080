import type { FactConceptId, FactScope } from '@shared/document-facts';

export type FactScopeReading = {
  scope: FactScope;
  scopeName: string | null;
  basis: 'gross' | 'net' | null;
  targetOrActual: 'target' | 'actual' | null;
};

const companyConcepts: ReadonlySet<FactConceptId> = new Set(['revenue', 'ebitda', 'growth_rate']);
const measuredConcepts: ReadonlySet<FactConceptId> = new Set([
  'net_irr',
  'gross_irr',
  'irr',
  'tvpi',
  'dpi',
  'rvpi',
  'moic',
  'nav',
  'called_capital',
  'distributed',
  'unfunded',
  'fair_value',
  'opening_balance',
  'ending_balance',
  'revenue',
  'ebitda',
  'net_income',
  'total_assets',
  'total_liabilities',
  'cash',
  'debt',
  'growth_rate',
]);
// Returns and multiples are stated gross or net of fees and carry; other figures have no such basis.
const basisConcepts: ReadonlySet<FactConceptId> = new Set([
  'target_irr',
  'irr',
  'tvpi',
  'dpi',
  'rvpi',
  'moic',
]);
const targetConcepts: ReadonlySet<FactConceptId> = new Set([
  'irr',
  'net_irr',
  'gross_irr',
  'tvpi',
  'dpi',
  'rvpi',
  'moic',
  'fund_size',
  'revenue',
  'ebitda',
  'growth_rate',
]);

// Figures that can belong to one deal rather than the fund: returns and a company's results.
const measuredBy: ReadonlySet<FactConceptId> = new Set([
  'net_irr',
  'gross_irr',
  'revenue',
  'ebitda',
  'growth_rate',
]);
const priorFund =
  /\b(?:prior|previous|predecessor|earlier|former) (?:funds?|vehicles?|partnerships?)\b|\btrack record\b/i;
const namedFund = /\b((?:[A-Z][\w&'-]+ ){0,3}Fund (?:[IVX]{1,6}|\d{1,2}))\b/;
const deal =
  /\b(?:deal|transaction|co-?invest(?:ment)?|portfolio company|borrower|issuer|target company|the company's|acquisition of|investment in)\b/i;
const portfolio = /\b(?:portfolio-level|weighted average|underlying funds?|portfolio compan(?:y|ies))\b/i;
const target =
  /\b(?:target(?:s|ed|ing)?|expected|projected|forecast|anticipated|aim(?:s|ing)? (?:to|for)|seek(?:s|ing)? to|budget(?:ed)?)\b/i;

/**
 * Whose figure a value is and on what footing, from the words around it: an earlier fund's, one deal's
 * or company's, the portfolio's, or the fund's own; gross or net; a target or an actual. `window` is
 * the sentence or table row that holds the value, `label` the value with the words that name it;
 * `fundName` is the fund the document is about, whose own name never makes a figure a prior fund's.
 */
export function readFactScope(
  concept: FactConceptId,
  texts: { window: string; label: string },
  fundName: string | null,
): FactScopeReading {
  const { window, label } = texts;
  const named = namedFund.exec(window)?.[1] ?? null;
  const otherFund = named !== null && (fundName === null || !sameFund(named, fundName));
  let scope: FactScope = companyConcepts.has(concept) ? 'company' : 'fund';
  let scopeName: string | null = null;
  if (priorFund.test(window) || (otherFund && fundName !== null)) {
    scope = 'prior_fund';
    scopeName = otherFund ? named : null;
  } else if (deal.test(window) && (basisConcepts.has(concept) || measuredBy.has(concept))) {
    scope = 'deal';
  } else if (portfolio.test(window) && basisConcepts.has(concept)) {
    scope = 'portfolio';
  }
  const basis =
    concept === 'net_irr'
      ? 'net'
      : concept === 'gross_irr'
        ? 'gross'
        : !basisConcepts.has(concept)
          ? null
          : /\bgross\b/i.test(label)
            ? 'gross'
            : /\bnet\b/i.test(label)
              ? 'net'
              : null;
  const targetOrActual =
    concept === 'target_irr' ||
    concept === 'target_size' ||
    (targetConcepts.has(concept) && target.test(label))
      ? 'target'
      : measuredConcepts.has(concept)
        ? 'actual'
        : null;
  return { scope, scopeName, basis, targetOrActual };
}

function sameFund(a: string, b: string): boolean {
  const numeral = (name: string) => /(?:[IVX]{1,6}|\d{1,2})$/.exec(name)?.[0];
  return numeral(a) === numeral(b);
}

// The word that ends a fund's name before its numeral ('Harbor Growth Partners IV').
const fundWord = 'Fund|Partners|Capital|Investors|Ventures|Equity|Opportunities|Credit|Growth';
const partnershipSuffix = /,? L\.?P\.?$/;
// 'Harbor Partners IV', 'Fund III' (a digit after 'Fund' is as often a footnote), or any numbered name a partnership suffix follows ('Nexus VI, L.P.').
const fundNamePattern = new RegExp(
  String.raw`\b((?:[A-Z][\w&'-]+ ){0,3}(?:${fundWord}) [IVX]{1,6})\b(?![.\d])|\b((?:[A-Z][\w&'-]+ ){1,3}(?:[IVX]{1,6}|\d{1,2})),? L\.?P\.`,
  'g',
);
// A document names its own fund in its title or first lines, before any predecessor's record.
const titleReach = 3000;

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

// A row that names a fund: 'Northbridge Growth Partners II', 'Fund III', 'Harbor Credit Fund 2, L.P.'.
const fundRowLabel = new RegExp(
  String.raw`^(?:[A-Z][\w&'-]+ ){0,4}(?:${fundWord})(?: (?:[IVX]{1,6}|\d{1,2}))?(?:,? L\.?P\.?)?$`,
);
// Rows that add the others up, or that are periods or dates rather than whose figure it is.
const totalRowLabel = /^(?:total|sum|all|overall|portfolio|weighted)\b/i;
const periodRowLabel =
  /^(?:(?:FY|Q[1-4]|H[12])\s?)?(?:19|20)\d{2}\b|^(?:QTD|YTD|ITD|LTM|TTM)\b|^[\d\s./-]+$|^(?:Q[1-4]|H[12])\b|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?(?:19|20)\d{2}\b/i;

/**
 * Whose figure a table's cell is when its column's header names the figure ('Net IRR' over a list of
 * funds or deals): the fund or the deal its row names, since a track record's or a realised-deals
 * sheet's rows are each another fund or company. Null when the row is a period or a date, which
 * leaves the figure the document's own.
 */
export function rowEntityScope(
  rowLabel: string,
  fundName: string | null,
): Pick<FactScopeReading, 'scope' | 'scopeName'> | null {
  const label = rowLabel.trim();
  if (label === '' || periodRowLabel.test(label)) return null;
  if (totalRowLabel.test(label)) return { scope: 'portfolio', scopeName: null };
  return namedFundScope(label, fundName) ?? { scope: 'deal', scopeName: label };
}

/**
 * Whose figure a table's cell is when its row names the figure and its column's header is a fund
 * ('Net IRR' across 'Fund I', 'Fund II', 'Fund III'): that fund's. Null for any other header (a period,
 * 'Gross', 'Total'), which says when or how, not whose.
 */
export function columnEntityScope(
  columnHeader: string,
  fundName: string | null,
): Pick<FactScopeReading, 'scope' | 'scopeName'> | null {
  return namedFundScope(columnHeader.trim(), fundName);
}

function namedFundScope(
  label: string,
  fundName: string | null,
): Pick<FactScopeReading, 'scope' | 'scopeName'> | null {
  if (!fundRowLabel.test(label)) return null;
  const own = fundName !== null && sameName(label, fundName);
  return own ? { scope: 'fund', scopeName: null } : { scope: 'prior_fund', scopeName: label };
}

const nameWords = (name: string) => name.replace(partnershipSuffix, '').toLowerCase().split(/\s+/);

/**
 * The same fund by name, one name ending the other ('Growth Partners IV', 'Northbridge Growth Partners
 * IV'). Stricter than `sameFund`'s numerals, which a table's other funds share ('Fund I' of a deal's
 * row is not 'Harbor Growth Partners I').
 */
function sameName(a: string, b: string): boolean {
  const [shorter, longer] = [nameWords(a), nameWords(b)].sort((x, y) => x.length - y.length);
  return shorter.every((word, index) => longer[longer.length - shorter.length + index] === word);
}
