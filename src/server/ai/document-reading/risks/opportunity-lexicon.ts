import type { LexiconCategory } from './lexicon-matches';

/** The return drivers a fund-of-funds team looks for, in the order the conclusion names them. */
export const opportunityCategories: readonly LexiconCategory[] = [
  {
    id: 'growth',
    label: 'growth',
    pattern:
      /\bgrowth\b|\bgrowing\b|(?<!margin |multiple )\bexpan(?:d|ding|sion)\b|\bscal(?:able|ing)\b|\bcompound(?:ing)? (?:annual )?growth\b/i,
    needsSignal: false,
  },
  {
    id: 'upside',
    label: 'upside',
    pattern:
      /\bupside\b|\bvalue creation\b|\boutperform(?:ance|ed|s|ing)?\b|\battractive (?:returns|risk[- ]adjusted|entry|valuations?|pricing)\b|\bmultiple expansion\b/i,
    needsSignal: false,
  },
  {
    id: 'deal_flow',
    label: 'proprietary deal flow',
    pattern:
      /\bproprietary\b|\boff[- ]market\b|\bdeal[- ]?flow\b|\bdeal sourcing\b|\bsourcing (?:advantage|network|edge)\b|\bexclusive (?:access|relationships?)\b|\bco-investment (?:rights|opportunities)\b/i,
    needsSignal: false,
  },
  {
    id: 'discount',
    label: 'discounted entry',
    pattern:
      /\bdiscount(?:s|ed)? to (?:nav|net asset value|intrinsic value|fair value|public comparables)\b|\bat a discount\b|\bbelow (?:intrinsic|fair|replacement|market) value\b|\bdislocat(?:ion|ed)\b|\bdistressed (?:sellers|opportunities|assets)\b/i,
    needsSignal: false,
  },
  {
    id: 'tailwind',
    label: 'market tailwinds',
    pattern:
      /\btailwinds?\b|\bsecular (?:trends?|growth|shifts?|demand)\b|\bstructural (?:shifts?|trends?|growth|demand)\b|\bfavou?rable (?:market|environment|dynamics|conditions|demographics)\b|\bgrowing demand\b/i,
    needsSignal: false,
  },
  {
    id: 'consolidation',
    label: 'consolidation',
    pattern:
      /\bconsolidat(?:e|es|ion|ing)\b|\bfragmented\b|\bbuy[- ]and[- ]build\b|\badd[- ]on acquisitions?\b|\broll[- ]ups?\b|\bplatform acquisitions?\b/i,
    needsSignal: false,
  },
  {
    id: 'operations',
    label: 'operational value-add',
    pattern:
      /\boperational (?:improvements?|value|expertise|excellence)\b|\bmargin (?:expansion|improvement)\b|\boperating (?:partners?|playbook)\b|\bvalue[- ]add(?:ed)?\b/i,
    needsSignal: false,
  },
  {
    id: 'track_record',
    label: 'track record',
    pattern:
      /\b(?:strong|proven|consistent|top[- ]quartile|outstanding) (?:track record|performance|returns)\b|\btop[- ]quartile\b|\brealized (?:gains|returns)\b|\bfirst[- ]quartile\b/i,
    needsSignal: false,
  },
  {
    id: 'alignment',
    label: 'alignment',
    pattern:
      /\b(?:gp|general partner|sponsor|team) commitment\b|\bskin in the game\b|\balignment of interests?\b|\baligned with (?:our |the )?(?:investors|limited partners|lps)\b/i,
    needsSignal: false,
  },
  {
    id: 'market_gap',
    label: 'underserved markets',
    pattern:
      /\bunderserved\b|\bunder[- ]?penetrated\b|\bwhite space\b|\bmarket (?:opportunity|opportunities|gap)\b|\bsupply[- ]demand imbalance\b|\blimited competition\b/i,
    needsSignal: false,
  },
  {
    id: 'exits',
    label: 'exit options',
    pattern:
      /\bexit (?:opportunities|options|routes|environment)\b|\bstrategic (?:buyers|acquirers)\b|\bipo\b|\bliquidity events?\b/i,
    needsSignal: false,
  },
];

/**
 * Words that turn a sentence about a good thing into a caution ('there is no assurance that growth will
 * continue'): such a sentence is a risk, not an opportunity.
 */
export const opportunityDoubt =
  /\b(?:no assurance|not guarantee|risks?|adverse(?:ly)?|may not|might not|could not|cannot|fail(?:s|ure|ed)?|losses?|declin(?:e|es|ing)|uncertain(?:ty)?)\b/i;
