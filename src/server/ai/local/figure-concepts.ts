import type { FigureKind } from './figure-values';

/**
 * A labelled figure the analyst looks for: the words that announce it (cue), the kinds of value it takes,
 * and the range a real one falls in (a '100%' next to 'management fee' is an offset, not the fee).
 * Concepts sharing a label are alternative cues for it. List order breaks exact ties, so the more specific
 * cue ('target fund size') comes before the general one ('fund size').
 */
export type FigureConcept = {
  label: string;
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
};

const percentOrMoney = ['percent', 'money'] as const;
const statementAmount = ['money', 'amount'] as const;

export const figureConcepts: readonly FigureConcept[] = [
  {
    label: 'Target size',
    cue: /\btarget(?:ed|ing)?\s+(?:fund\s+)?(?:size|commitments|raise|capitali[sz]ation)\b|\bfundraising target\b|\bseek(?:s|ing)? to raise\b|\btarget(?:ing)?\b(?=\s+(?:of\s+)?(?:US\$|\$|€|£))/gi,
    kinds: ['money'],
  },
  {
    label: 'Hard cap',
    cue: /\bhard[-\s]?cap(?:ped)?\b|\bmaximum (?:fund )?size\b|\bcapped at\b/gi,
    kinds: ['money'],
  },
  {
    label: 'Fund size',
    cue: /\bfund size\b|\bsize of the fund\b|\b(?:total|aggregate) (?:capital )?commitments\b|\bcommitted capital\b|\bfinal clos(?:e|ing) (?:of|at)\b/gi,
    kinds: ['money'],
  },
  { label: 'Fund size', cue: /\bfund\b/gi, kinds: ['money'], side: 'before', maxGap: 0 },
  {
    label: 'Target IRR',
    cue: /\b(?:target(?:s|ed|ing)?|projected|expected)\b[^.;\n]{0,30}?\b(?:irr|internal rate of return)\b|\birr target\b/gi,
    kinds: ['percent'],
    range: [-100, 200],
    valueInside: true,
  },
  {
    label: 'Net IRR',
    cue: /\bnet (?:irr|internal rate of return)\b/gi,
    kinds: ['percent'],
    range: [-100, 200],
  },
  {
    label: 'Gross IRR',
    cue: /\bgross (?:irr|internal rate of return)\b/gi,
    kinds: ['percent'],
    range: [-100, 200],
  },
  { label: 'IRR', cue: /\birr\b|\binternal rate of return\b/gi, kinds: ['percent'], range: [-100, 200] },
  {
    label: 'TVPI',
    cue: /\btvpi\b|\btotal value to paid[-\s]in\b/gi,
    kinds: ['multiple'],
    range: [0, 30],
  },
  {
    label: 'DPI',
    cue: /\bdpi\b|\bdistributions? to paid[-\s]in\b/gi,
    kinds: ['multiple'],
    range: [0, 30],
  },
  {
    label: 'RVPI',
    cue: /\brvpi\b|\bresidual value to paid[-\s]in\b/gi,
    kinds: ['multiple'],
    range: [0, 30],
  },
  {
    label: 'MOIC',
    cue: /\bmoic\b|\bmultiple (?:of|on) invested capital\b|\b(?:gross|net|target(?:ed)?) multiple\b/gi,
    kinds: ['multiple'],
    range: [0, 30],
  },
  {
    label: 'Management fee',
    cue: /\bmanagement fees?\b(?!\s+(?:offset|reduction|waiver|rebate|income|payable|receivable|expense))/gi,
    kinds: ['percent'],
    range: [0.05, 5],
  },
  {
    label: 'Carried interest',
    cue: /\bcarried interest\b(?!\s+(?:clawback|giveback|escrow))|\bcarry\b|\bperformance (?:fee|allocation)\b|\bincentive (?:fee|allocation)\b/gi,
    kinds: ['percent'],
    range: [5, 50],
  },
  {
    label: 'Hurdle rate',
    cue: /\bhurdle(?: rate)?\b|\bpreferred return\b|\bpref(?:erred)? rate\b/gi,
    kinds: ['percent'],
    range: [1, 20],
  },
  {
    label: 'GP commitment',
    cue: /\b(?:gp|general partner|sponsor|manager|team) commitment\b|\bcommitment (?:of|from) the (?:general partner|gp|sponsor)\b/gi,
    kinds: percentOrMoney,
    // The range applies to a percent; an amount is taken as written.
    range: [0.1, 20],
  },
  {
    label: 'Minimum commitment',
    cue: /\bminimum (?:capital )?(?:commitment|investment|subscription)s?\b/gi,
    kinds: ['money'],
  },
  { label: 'Vintage', cue: /\bvintage(?: year)?\b/gi, kinds: ['year'], maxGap: 1, range: [1990, 2035] },
  {
    label: 'Fund term',
    cue: /\bterm of the (?:fund|partnership)\b|\bfund(?:'s)? term\b|\bterm\b(?=\s*:)/gi,
    kinds: ['duration'],
  },
  {
    label: 'Investment period',
    cue: /\b(?:investment|commitment) period\b/gi,
    kinds: ['duration'],
  },
  {
    label: 'Net asset value',
    cue: /\bnet asset value\b|\bnav\b/gi,
    kinds: statementAmount,
    maxGap: 2,
  },
  {
    label: 'Credit facility',
    cue: /\b(?:credit|subscription|revolving) (?:facility|line|loan)s?\b|\bline of credit\b/gi,
    kinds: statementAmount,
    maxGap: 1,
  },
  {
    label: 'Investments at fair value',
    cue: /\binvestments,? at fair value\b(?: \(cost [^)\n]{0,30}\))?/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 0,
  },
  { label: 'Total assets', cue: /\btotal assets\b/gi, kinds: statementAmount, side: 'after', maxGap: 0 },
  {
    label: 'Total liabilities',
    cue: /\btotal liabilities\b(?! and)/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 0,
  },
  {
    label: "Partners' capital",
    cue: /\b(?:total )?partners['’]? capital\b(?! -)/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 0,
  },
  {
    label: 'Net income',
    cue: /\bnet (?:income|loss|investment income)\b|\bnet (?:increase|decrease) in (?:net assets|partners['’]? capital) resulting from operations\b/gi,
    kinds: statementAmount,
    side: 'after',
    maxGap: 1,
  },
];

/**
 * The order Financial Highlights lists labels in, most telling first, so the cap on highlights drops
 * the least useful: size, then economics, then performance, then the rest.
 */
export const highlightOrder: readonly string[] = [
  'Fund size',
  'Target size',
  'Hard cap',
  'Vintage',
  'Target IRR',
  'Management fee',
  'Carried interest',
  'Hurdle rate',
  'Net IRR',
  'Gross IRR',
  'IRR',
  'TVPI',
  'DPI',
  'MOIC',
  'RVPI',
  'GP commitment',
  'Minimum commitment',
  'Fund term',
  'Investment period',
  'Net asset value',
  'Investments at fair value',
  'Total assets',
  'Total liabilities',
  "Partners' capital",
  'Net income',
  'Credit facility',
];

/** Words that may stand between a cue and its value without weakening the link ('fee of 2%', 'IRR: 20%'). */
export const connectorWords: ReadonlySet<string> = new Set(
  `a an the of is was are were be been being will would shall equal equals equal to at per annum
  approximately approx circa c about around roughly up over under least in excess than more less its their
  our set rate amount total aggregate annual annually expected currently targeted target targeting net
  gross approx us usd eur gbp payable outstanding drawn balance reported`.split(/\s+/),
);
