import type { FactConceptId } from '@shared/document-facts';
import type { FigureKind } from './figure-values';

/**
 * A labelled figure the analyst looks for: the words that announce it (cue), the kinds of value it takes,
 * and the range a real one falls in (a '100%' next to 'management fee' is an offset, not the fee).
 * Entries sharing a concept are alternative cues for it. List order breaks exact ties, so the more specific
 * cue ('target fund size') comes before the general one ('fund size').
 */
export type FigureConcept = {
  concept: FactConceptId;
  cue: RegExp;
  kinds: readonly FigureKind[];
  /**
   * Whether the value may stand before the cue ('a 2% management fee'), after it, or both. Statement
   * rows put the label first, so there a value before the label belongs to the row above.
   */
  side?: 'before' | 'after' | 'both';
  /** Content words allowed between cue and value after the cue; before it, at most one. */
  maxGap?: number;
  range?: readonly [number, number];
  /** Whether the cue may span its own value ('targeting a 20% net IRR'); otherwise such values are skipped. */
  valueInside?: boolean;
  /**
   * Whether the value may stand anywhere in the cue's sentence, as legal drafting puts it ('The term of
   * the Fund … shall continue … until the [tenth] anniversary'). A definition's term ('“Preferred
   * Return” means …') always reaches its sentence.
   */
  sentence?: boolean;
};

const percentOrMoney = ['percent', 'money'] as const;
const statementAmount = ['money', 'amount'] as const;

export const figureConcepts: readonly FigureConcept[] = [
  {
    concept: 'target_size',
    cue: /\btarget(?:ed|ing)?\s+(?:fund\s+)?(?:size|commitments|raise|capitali[sz]ation)\b|\bfundraising target\b|\bseek(?:s|ing)? to raise\b|\btarget(?:ing)?\b(?=\s+(?:of\s+)?(?:US\$|\$|€|£))/gi,
    kinds: ['money'],
  },
  {
    concept: 'hard_cap',
    cue: /\bhard[-\s]?cap(?:ped)?\b|\bmaximum (?:fund )?size\b|\bcapped at\b/gi,
    kinds: ['money'],
  },
  {
    concept: 'fund_size',
    cue: /\bfund size\b|\bsize of the fund\b|\b(?:total|aggregate) (?:capital )?commitments\b|\bcommitted capital\b|\bfinal clos(?:e|ing) (?:of|at)\b/gi,
    kinds: ['money'],
  },
  // 'a $500M fund', but not '$30M at fund level', which says where an amount is held.
  { concept: 'fund_size', cue: /\bfund\b(?! level)/gi, kinds: ['money'], side: 'before', maxGap: 0 },
  {
    concept: 'target_irr',
    cue: /\b(?:target(?:s|ed|ing)?|projected|expected)\b[^.;\n]{0,30}?\b(?:irr|internal rate of return)\b|\birr target\b/gi,
    kinds: ['percent'],
    range: [-100, 200],
    valueInside: true,
  },
  {
    concept: 'net_irr',
    cue: /\bnet (?:irr|internal rate of return)\b/gi,
    kinds: ['percent'],
    range: [-100, 200],
  },
  {
    concept: 'gross_irr',
    cue: /\bgross (?:irr|internal rate of return)\b/gi,
    kinds: ['percent'],
    range: [-100, 200],
  },
  { concept: 'irr', cue: /\birr\b|\binternal rate of return\b/gi, kinds: ['percent'], range: [-100, 200] },
  {
    concept: 'tvpi',
    cue: /\btvpi\b|\btotal value to paid[-\s]in\b/gi,
    kinds: ['multiple'],
    range: [0, 30],
  },
  {
    concept: 'dpi',
    cue: /\bdpi\b|\bdistributions? to paid[-\s]in\b/gi,
    kinds: ['multiple'],
    range: [0, 30],
  },
  {
    concept: 'rvpi',
    cue: /\brvpi\b|\bresidual value to paid[-\s]in\b/gi,
    kinds: ['multiple'],
    range: [0, 30],
  },
  {
    concept: 'moic',
    cue: /\bmoic\b|\bmultiple (?:of|on) invested capital\b|\b(?:gross|net|target(?:ed)?) multiple\b/gi,
    kinds: ['multiple'],
    range: [0, 30],
  },
  {
    concept: 'management_fee',
    cue: /\bmanagement fees?\b(?!\s+(?:offset|reduction|waiver|rebate|income|payable|receivable|expense))/gi,
    kinds: ['percent'],
    range: [0.05, 5],
    maxGap: 5,
  },
  {
    concept: 'carried_interest',
    cue: /\bcarried interest\b(?!\s+(?:clawback|giveback|escrow))|\bcarry\b|\bperformance (?:fee|allocation)\b|\bincentive (?:fee|allocation)\b/gi,
    kinds: ['percent'],
    range: [5, 50],
  },
  {
    concept: 'hurdle_rate',
    cue: /\bhurdle(?: rate)?\b|\bpreferred return\b|\bpref(?:erred)? rate\b/gi,
    kinds: ['percent'],
    range: [1, 20],
  },
  {
    concept: 'gp_commitment',
    cue: /\b(?:gp|general partner|sponsor|manager|team) commitment\b|\bcommitment (?:of|from) the (?:general partner|gp|sponsor)\b/gi,
    kinds: percentOrMoney,
    // The range applies to a percent; an amount is taken as written.
    range: [0.1, 20],
  },
  {
    concept: 'minimum_commitment',
    cue: /\bminimum (?:capital )?(?:commitment|investment|subscription)s?\b/gi,
    kinds: ['money'],
  },
  { concept: 'vintage', cue: /\bvintage(?: year)?\b/gi, kinds: ['year'], maxGap: 1, range: [1990, 2035] },
  {
    concept: 'fund_term',
    cue: /\bterm of the (?:fund|partnership)\b|\bfund(?:'s)? term\b|\bterm\b(?=\s*:)/gi,
    kinds: ['duration'],
    sentence: true,
  },
  {
    concept: 'investment_period',
    cue: /\b(?:investment|commitment) period\b/gi,
    kinds: ['duration'],
  },
  {
    concept: 'nav',
    cue: /\bnet asset value\b|\bnav\b/gi,
    kinds: statementAmount,
    maxGap: 2,
  },
  {
    concept: 'credit_facility',
    cue: /\b(?:credit|subscription|revolving) (?:facility|line|loan)s?\b|\bline of credit\b/gi,
    kinds: statementAmount,
    maxGap: 1,
  },
  {
    concept: 'fair_value',
    cue: /\binvestments,? at fair value\b(?: \(cost [^)\n]{0,30}\))?/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 0,
  },
  { concept: 'total_assets', cue: /\btotal assets\b/gi, kinds: statementAmount, side: 'after', maxGap: 0 },
  {
    concept: 'total_liabilities',
    cue: /\btotal liabilities\b(?! and)/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 0,
  },
  {
    concept: 'ending_balance',
    cue: /\b(?:total )?partners['’]? capital\b(?! -)/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 0,
  },
  {
    concept: 'net_income',
    cue: /\bnet (?:income|loss)\b|\bnet (?:increase|decrease) in (?:net assets|partners['’]? capital) resulting from operations\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 1,
  },
  {
    concept: 'net_investment_income',
    cue: /\bnet investment (?:income|loss)\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 1,
  },
  {
    concept: 'catch_up',
    cue: /\bcatch[-\s]?up\b/gi,
    kinds: ['percent'],
    range: [20, 100],
  },
  // A waterfall's catch-up tier: '[80]% to the General Partner … until the General Partner has received …'.
  {
    concept: 'catch_up',
    cue: /\bto the (?:general partner|gp)\b(?=[^.;]{0,120}\buntil\b)/gi,
    kinds: ['percent'],
    side: 'before',
    maxGap: 0,
    range: [50, 100],
  },
  {
    concept: 'clawback',
    cue: /\bclawback\b|\b(?:carried interest |carry )?escrow\b|\bgiveback\b/gi,
    kinds: ['percent'],
    range: [5, 100],
    maxGap: 4,
  },
  {
    concept: 'borrowing_limit',
    cue: /\b(?:indebtedness|borrowings?|leverage)\b/gi,
    kinds: ['percent'],
    side: 'after',
    range: [1, 100],
    maxGap: 8,
  },
  // Waterfalls state the carry as the General Partner's split: 'Thereafter, 80% to … and 20% to the General Partner'.
  {
    concept: 'carried_interest',
    cue: /\bto the (?:general partner|gp|manager)\b/gi,
    kinds: ['percent'],
    side: 'before',
    maxGap: 0,
    range: [5, 35],
  },
  {
    concept: 'term_extension',
    cue: /\bextend(?:ed)?\b[^.;\n]{0,60}?\bterm\b|\bterm\b[^.;\n]{0,40}?\bextended\b|\bextensions?\b/gi,
    kinds: ['duration'],
    maxGap: 4,
    sentence: true,
  },
  {
    concept: 'removal_threshold',
    cue: /\bremov(?:e|ed|al)\b[^.;\n]{0,80}?\b(?:general partner|gp|manager)\b|\b(?:general partner|gp)\b[^.;\n]{0,30}?\bremoved\b/gi,
    kinds: ['percent'],
    range: [50, 100],
    maxGap: 6,
    valueInside: true,
    sentence: true,
  },
  {
    concept: 'fee_offset',
    cue: /\b(?:management )?fee offsets?\b|\boffset against the management fee\b|\bmanagement fee shall be reduced\b/gi,
    kinds: ['percent'],
    range: [10, 100],
    maxGap: 30,
  },
  {
    concept: 'concentration_limit',
    cue: /\bsingle (?:portfolio (?:company|investment)|investment|issuer|company)\b|\bany one (?:portfolio )?(?:company|investment)\b/gi,
    kinds: ['percent'],
    side: 'before',
    range: [2, 50],
    maxGap: 8,
  },
  {
    concept: 'called_capital',
    cue: /\b(?:capital )?contributions?\b(?! (?:receivable|due|notice))|\b(?:called|contributed|paid[-\s]in) capital\b|\bcapital called\b|\bdrawdowns?\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 1,
  },
  {
    concept: 'distributed',
    cue: /\bdistributions?\b(?! (?:to paid|waterfall|policy|in kind))|\bdistributed capital\b|\bcapital distributed\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 1,
  },
  {
    concept: 'unfunded',
    cue: /\bunfunded (?:capital )?commitments?\b|\bremaining commitments?\b|\buncalled (?:capital|commitments?)\b|\bundrawn commitments?\b/gi,
    kinds: statementAmount,
    maxGap: 2,
  },
  {
    concept: 'commitment',
    cue: /\b(?:total |aggregate |capital )?commitments?\b(?! (?:fee|period))/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 1,
  },
  {
    concept: 'opening_balance',
    cue: /\b(?:beginning|start) of (?:the )?(?:year|period|quarter)\b|\bopening (?:balance|capital|net assets)\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 1,
  },
  {
    concept: 'ending_balance',
    cue: /\bend of (?:the )?(?:year|period|quarter)\b|\bclosing (?:balance|capital)\b|\bending (?:balance|capital)\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 1,
  },
  {
    concept: 'revenue',
    cue: /\b(?:total |net )?revenues?\b|\bnet sales\b|\bturnover\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 2,
  },
  {
    concept: 'ebitda',
    cue: /\b(?:adjusted )?ebitda\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 2,
  },
  {
    concept: 'cash',
    cue: /\bcash and cash equivalents\b|\bcash (?:balance|on hand)\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 0,
  },
  {
    concept: 'debt',
    cue: /\b(?:total |net )?debt\b|\bborrowings\b|\b(?:loans?|notes) payable\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 1,
  },
  {
    concept: 'growth_rate',
    cue: /\b(?:year[-\s]over[-\s]year|yoy|annual) growth\b|\bgrowth (?:rate|of)\b|\b(?:grew|increased|rose) by\b|\bcagr\b/gi,
    kinds: ['percent'],
    range: [-100, 1000],
  },
  {
    concept: 'expense_ratio',
    cue: /\b(?:management )?expense ratio\b|\bmer\b|\bter\b/gi,
    kinds: ['percent'],
    range: [0, 10],
  },
];

/**
 * The order Financial Highlights lists concepts in, most telling first, so the cap on highlights drops
 * the least useful: size, then economics, then performance, then the capital account and the rest.
 */
export const highlightOrder: readonly FactConceptId[] = [
  'fund_size',
  'target_size',
  'hard_cap',
  'vintage',
  'target_irr',
  'management_fee',
  'carried_interest',
  'hurdle_rate',
  'catch_up',
  'net_irr',
  'gross_irr',
  'irr',
  'tvpi',
  'dpi',
  'moic',
  'rvpi',
  'gp_commitment',
  'minimum_commitment',
  'fund_term',
  'term_extension',
  'investment_period',
  'removal_threshold',
  'fee_offset',
  'concentration_limit',
  'nav',
  'commitment',
  'called_capital',
  'distributed',
  'unfunded',
  'fair_value',
  'ending_balance',
  'revenue',
  'ebitda',
  'net_income',
  'net_investment_income',
  'growth_rate',
  'total_assets',
  'total_liabilities',
  'cash',
  'debt',
  'expense_ratio',
  'credit_facility',
  'opening_balance',
  'borrowing_limit',
  'key_person',
  'clawback',
];

/** Words that may stand between a cue and its value without weakening the link ('fee of 2%', 'IRR: 20%'). */
export const connectorWords: ReadonlySet<string> = new Set(
  `a an the of is was are were be been being will would shall equal equals equal to at per annum
  approximately approx circa c about around roughly up over under least in excess than more less its their
  our set rate amount total aggregate annual annually expected currently targeted target targeting net
  gross approx us usd eur gbp payable outstanding drawn balance reported since inception cumulative`.split(
    /\s+/,
  ),
);
