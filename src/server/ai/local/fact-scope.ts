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

// 'Harbor Partners IV', 'Fund III' (a digit after 'Fund' is as often a footnote), or any numbered name a partnership suffix follows ('Nexus VI, L.P.').
const fundNamePattern =
  /\b((?:[A-Z][\w&'-]+ ){0,3}(?:Fund|Partners|Capital|Investors|Ventures|Equity|Opportunities|Credit|Growth) [IVX]{1,6})\b(?![.\d])|\b((?:[A-Z][\w&'-]+ ){1,3}(?:[IVX]{1,6}|\d{1,2})),? L\.?P\./g;
// A document names its own fund in its title or first lines, before any predecessor's record.
const titleReach = 3000;

/** The fund a document is about: the first fund name of its opening ('Nexus VI'), else its most named. */
export function mainFundName(text: string): string | null {
  const opening = fundNamePattern.exec(text.slice(0, titleReach));
  fundNamePattern.lastIndex = 0;
  if (opening) return opening[1] ?? opening[2];
  const counts = new Map<string, number>();
  for (const match of text.slice(0, 200_000).matchAll(fundNamePattern)) {
    const name = match[1] ?? match[2];
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [name, count] of counts) {
    if (count > bestCount) [best, bestCount] = [name, count];
  }
  return best;
}
