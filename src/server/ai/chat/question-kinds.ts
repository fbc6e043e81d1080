import type { FigureKind } from '@shared/concept-registry';
import { fundPartyWords } from './fund-parties';

/**
 * 'How much of the call goes to management fees?', 'How much of the costs came from private markets?':
 * the whole a part is asked of, and where it stands. A part that goes to a party is its share ('How
 * much of distributions goes to the GP?').
 */
export const portionOfWhole = new RegExp(
  String.raw`\bhow much of\b(?<whole>.*?)\b(?:(?:go(?:es)?|went|(?:is|was|are|were|will be)\s+(?:spent|used|paid|attributable|due))\s+(?:to|on|for|towards?)\b(?!\s+(?:the\s+)?${fundPartyWords}\b)|(?:came|comes?)\s+from\b)`,
  'di',
);

/**
 * 'How much of the facility is available at closing?': the whole a part is asked of, which the part's
 * state says ('available', 'deferred', 'paid in kind'), or what someone may do with it ('How much of
 * this distribution can the fund recall?'). The part is an amount or a share of the whole.
 */
export const partOfWhole =
  /\bhow much of\b(?<whole>.*?)\s(?:(?:is|are|was|were|(?:will|can|may|could|must) be)\s(?!(?:the|a|an)\b)|(?:can|may|could|will|must)\s+(?!be\b)(?:[\w'’-]+\s+){1,3}[\w'’-]+\s*\?\s*$)/di;

// How much of a fund's shares: 'How much of its shares will the fund repurchase?' asks what share of them.
const sharesPortion = /\bhow much of (?:its|the|their|our) (?:outstanding )?(?:shares|units)\b/;

// So much for each dollar asks a multiple: 'How much cash has the fund returned per dollar paid in?'.
const perDollar = /\b(?:per|for (?:each|every)) (?:dollar|euro|pound|\$1)\b/;

// Words that ask for a kind of value: 'How often must the committee meet?', 'How many members…?'.
const kindWords: readonly [RegExp, FigureKind[]][] = [
  [perDollar, ['multiple']],
  [
    /\bhow (?:often|frequently)\b|\b(?:what|which) (?:is the )?frequency\b|\bat what (?:frequency|intervals?)\b/,
    // Or how many of the times it could: 'How often were deferred payments used?' (in 31% of sales).
    ['frequency', 'percent'],
  ],
  [/\bhow many\b(?! (?:days|years|months|weeks|times|basis points)\b)/, ['count', 'amount']],
  // 'What hurdle multiple …', 'At what multiple of invested capital …': a multiple.
  [/\b(?:what|which)\s+(?:[\w-]+\s+){0,2}multiple\b|\bmultiple of\b/, ['multiple']],
  [sharesPortion, ['percent']],
  // A loan-to-value is a share of what the loan is secured on, never the loan's amount.
  [/\b(?:loan[- ]to[- ]value|ltv)\b(?!.*\bhow much\b)/, ['percent']],
  // A unit asked for: 'costs in basis points of assets', 'how many basis points'.
  [/\b(?:in|as|how many)\s+(?:basis points|bps)\b/, ['bps', 'percent']],
  [
    /\bhow (?:soon|long)\b|\bhow many (?:days|years|months|weeks)\b|\bhow much (?:\w+ )?notice\b/,
    ['duration'],
  ],
  // 'When are current reports due?', 'When must the final closing happen?': a deadline is a time
  // allowed, or the date it falls on; when something is expected or did happen is a date, or how long
  // after a start ('When does the investment period end?' may be answered 'five years').
  [/\bwhen\b(?!.*\b(?:expected|scheduled|planned)\b).*\b(?:due|must|shall)\b/, ['duration', 'date']],
  [/\bwhen\b.*\b(?:expected|scheduled|planned|did|was|were)\b/, ['date']],
  [
    /\bwhen\b(?!.*\b(?:expected|scheduled|planned|did|was|were)\b)|\b(?:what|which|by what|on what) date\b/,
    ['date', 'duration'],
  ],
  // 'What is the fund termination date?' asks a date.
  [/^(?:what|which)\s+(?:is|was|are|were|will be)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}date\b/, ['date']],
  // Fees, expenses, carried interest, earnings or income over a year, a quarter or to date are an
  // amount ('What were the fund's management fees in 2023?', 'earnings in the third quarter', 'carried
  // interest allocated year to date'), unless a rate is asked.
  [
    /^(?!.*\b(?:rates?|ratios?|percent(?:age)?|margins?|returns?|yields?)\b|.*%).*\b(?:fees|expenses|costs|carried interest|earnings|income|revenues?|profits?)\b.*(?:\b(?:in|for|during|over)\s+(?:the\s+)?(?:(?:fiscal\s+)?(?:19|20)\d{2}|(?:fiscal\s+)?year|(?:(?:first|second|third|fourth)\s+)?(?:quarter|half)|period)\b|\b(?:year|quarter|inception)[-\s]to[-\s]date\b|\b(?:ytd|qtd|itd)\b|\bsince inception\b|\b(?:in total|so far|to date)\b)/,
    ['money', 'amount'],
  ],
  // A part in some state is an amount or a share: 'How much of the price is deferred?' (22% of it).
  [partOfWhole, ['money', 'amount', 'percent', 'bps']],
  // What part of an amount goes to something is an amount: 'How much of the call goes to management fees?'.
  [
    new RegExp(
      String.raw`^(?!.*\b(?:rates?|percent(?:age)?|share|proportion)\b|.*%)\s*${portionOfWhole.source}`,
      'i',
    ),
    ['money', 'amount'],
  ],
  // A value asked for is an amount ('the market value of the buyout portfolio'), unless a share of it
  // is asked; a value a return is based on is not asked for ('total return based on market value').
  [
    /^(?!.*\b(?:rates?|percent(?:age)?|share|proportion|portion)\b|.*%).*(?<!\b(?:on|at|by|to)\s)\b(?:market|fair|net asset|book|carrying|total) values?\b(?=\s+(?:of|for|in|at)\b|\s*\??$)/,
    ['money', 'amount'],
  ],
  // A total exposure is an amount (what is invested and what is still owed), not a weight.
  [
    /\b(?:total|how much)\b(?!.*\b(?:share|percent(?:age)?|proportion)\b|.*%).*\bexposures?\b/,
    ['money', 'amount'],
  ],
  // So is what a stake, a holding or a position is worth ('the value of the fund's Intevac stake').
  [
    /\b(?:value of|worth of)\b.*\b(?:stakes?|holdings?|positions?|investments?)\b|\b(?:stakes?|holdings?|positions?)\b.*\bworth\b/,
    ['money', 'amount'],
  ],
  // So is a fee, a carry or an income that was paid, earned or realized ('How much carried interest did
  // the program realize?'), what was distributed, spent, budgeted, raised, borrowed or held back ('How
  // much of the sale proceeds is held in escrow?'), put into something or returned to someone,
  // unless a rate is asked, the share paid to the sponsor, or by how much something moved ('By how much
  // did the line raise the IRR?' asks in the IRR's unit), or how much of a fund's shares, which is a
  // share of them.
  [
    new RegExp(
      String.raw`^(?!.*\b(?:rates?|percent(?:age)?)\b|.*%|.*\bto (?:the )?(?:general partner|gp|manager|sponsor)\b|.*\bby how much\b|.*${sharesPortion.source}|.*${perDollar.source}).*\bhow much\b.*\b(?:reali[sz]ed?|received?|earned|collected|spen[dt]|spending|paid|distribut(?:e|ed)|did\b.*\bpay|budget(?:ed)?|raised?|borrow(?:ed)?|drawn|repurchas(?:e|ed|ing)|held|escrowed|reserved|retained|set aside|put\b.*\binto|return(?:ed)?\s+to)\b`,
    ),
    ['money', 'amount'],
  ],
  // And a carry, a fee or an income that has been allocated or accrued ('How much carried interest has
  // been allocated to the general partner?'), where what is allocated to the sponsor is its share, and
  // how much a fund has allocated to something its weight.
  [
    /^(?!.*\b(?:rates?|percent(?:age)?)\b|.*%).*\bhow much\b.*\b(?:carried interest|carry|fees?|income)\b.*\b(?:has|have|had) been (?:allocated|accrued)\b/,
    ['money', 'amount'],
  ],
  // What a fund did invest in something is an amount ('How much had the fund invested in Norvale?'),
  // where how much of a whole it has invested is a share, and how much it may invest a limit.
  [
    /^(?!.*\bhow much of\b|.*\b(?:rates?|percent(?:age)?)\b|.*%).*\bhow much\b.*\b(?:did|had|has|have)\b.*\binvest(?:ed)?\b/,
    ['money', 'amount'],
  ],
];

// How people name the kinds of document SPEC types ('the LPA', 'the deck', 'the quarterly report').
const documentTypeWords: readonly [RegExp, string][] = [
  [/\blpas?\b|\blimited partnership agreement\b|\bpartnership agreement\b/i, 'lpa'],
  [/\bddqs?\b|\bdue diligence questionnaire\b/i, 'ddq'],
  [/\b(?:fund |pitch )?deck\b|\bpresentation\b/i, 'fund_deck'],
  [/\bterm ?sheet\b|\bsummary of (?:principal )?terms\b/i, 'term_sheet'],
  [/\btrack record\b/i, 'track_record'],
  [/\bside letter\b/i, 'side_letter'],
  [
    /\b(?:financial statements|annual report|quarterly report|10-[kq]|balance sheet)\b/i,
    'financial_statements',
  ],
];

/** The kinds of value a question's words ask for, whatever it asks of ('how often' a frequency). */
export function valueKindsAsked(text: string): FigureKind[] {
  return [...new Set(kindWords.flatMap(([pattern, kinds]) => (pattern.test(text) ? kinds : [])))];
}

/** The kinds of document a question points at, as SPEC's document types. */
export function documentTypesNamed(question: string): string[] {
  return documentTypeWords.filter(([pattern]) => pattern.test(question)).map(([, type]) => type);
}

// A document pointed at by what it is, in words of its own before the kind: 'the subscription lines
// working paper', 'this private funds alert'. Lower case: a name in capitals is one of the question's names.
const describedDocument =
  /\b(?:the|this|that|its|their)\s+((?:(?!(?:the|a|an|and|or|in|of|on|for|to|by|with|from|at)\s)[a-z][a-z-]*\s+){1,4}?(?:paper|report|study|agreement|memorandum|filing|letter|deck|presentation|prospectus|survey|review|alert|release|fact sheet|term sheet))s?\b/;
const notDescribing = /^(?:same|other|above|following|relevant|latest|last|first|whole)\b/;

/**
 * The words a question points at a document with when it gives no name for it ('subscription lines
 * working paper'), or null.
 */
export function documentDescribed(question: string): string | null {
  const described = describedDocument.exec(question)?.[1];
  return described && !notDescribing.test(described) ? described : null;
}
