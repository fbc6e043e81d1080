import type { LexiconCategory } from './lexicon-matches';

/** The risk areas an LP's diligence checks, in the order the conclusion names them. */
export const riskCategories: readonly LexiconCategory[] = [
  {
    id: 'key_person',
    label: 'key-person',
    pattern:
      /\bkey[- ](?:person|man|individual|professional|principal)s?\b|\bdepend(?:s|ent|ence)? (?:up)?on (?:the |a small number of |our |its )?(?:key|senior|founding|principal)\b|\bloss of (?:key|senior|one or more of the)\b|\bsuccession\b|\bceases? to (?:meet|devote)\b/i,
    needsSignal: false,
  },
  {
    id: 'leverage',
    label: 'leverage',
    pattern:
      /\bleverage[ds]?\b|\bborrow(?:ing|ings|ed)?\b|\bindebtedness\b|\bdebt financing\b|\bcredit facilit(?:y|ies)\b|\bsubscription (?:line|facility)\b/i,
    needsSignal: true,
  },
  {
    id: 'concentration',
    label: 'concentration',
    pattern:
      /\bconcentrat(?:ed|ion)\b|\b(?:lack of|limited|less) diversification\b|\bnot (?:be )?(?:widely )?diversified\b|\blimited number of (?:investments|portfolio companies|assets)\b|\bsingle (?:investment|portfolio company|asset|sector)\b/i,
    needsSignal: false,
  },
  {
    id: 'regulatory',
    label: 'regulatory',
    pattern:
      /\bregulat(?:ory|ion|ions|ors?)\b|\bsanctions?\b|\banti[- ]money laundering\b|\baifmd\b|\bchanges? (?:in|to) (?:the )?(?:[\w.]+ ){0,3}(?:law|laws|tax|legislation)\b|\btaxation\b|\btax (?:risk|changes?|treatment|authorit(?:y|ies))\b/i,
    needsSignal: true,
  },
  {
    id: 'liquidity',
    label: 'liquidity',
    // Bare 'liquidity' is as often good news ('a liquidity event'), so only its negative forms count.
    pattern:
      /\billiquid(?:ity)?\b|\bliquidity (?:risk|constraints?)\b|\block[- ]ups?\b|\bno (?:public|secondary|ready) market\b|\brestrictions? on (?:the )?transfer\b|\btransfer restrictions?\b/i,
    needsSignal: false,
  },
  {
    id: 'currency',
    label: 'currency',
    pattern: /\bcurrenc(?:y|ies)\b|\bforeign exchange\b|\bexchange rates?\b|\bfx\b|\bhedg(?:e|es|ing)\b/i,
    needsSignal: true,
  },
  {
    id: 'litigation',
    label: 'litigation',
    pattern:
      /\blitigation\b|\blawsuits?\b|\blegal (?:proceedings?|action|claims?)\b|\bclaims? against\b|\bregulatory (?:investigation|inquir(?:y|ies)|action)\b|\bsettlements?\b/i,
    needsSignal: false,
  },
  {
    id: 'valuation',
    label: 'valuation',
    pattern:
      /\bvaluations?\b|\bfair value\b|\bmark(?:ed|s)?[- ]to[- ](?:market|model)\b|\bovervalu(?:ed|ation)\b|\bunrealized\b/i,
    needsSignal: true,
  },
  {
    id: 'default',
    label: 'default',
    pattern:
      /(?<!credit )\bdefault(?:s|ed|ing)?\b(?! swaps?)|\binsolven(?:t|cy)\b|\bbankrupt(?:cy|cies)?\b|\bwrite[- ](?:off|down)s?\b|\bimpairments?\b|\bnon[- ]performing\b/i,
    needsSignal: false,
  },
  {
    id: 'conflicts',
    label: 'conflict-of-interest',
    pattern:
      /\bconflicts? of interests?\b|\brelated[- ]part(?:y|ies)\b|\baffiliated transactions?\b|\bcross[- ](?:fund|trades?|transactions?)\b|\ballocation of (?:investment )?opportunities\b/i,
    needsSignal: false,
  },
  {
    id: 'market',
    label: 'market',
    pattern:
      /\bmarket (?:volatility|downturns?|conditions|disruptions?|risk)\b|\brecessions?\b|\binflation\b|\binterest rates?\b|\beconomic (?:downturns?|uncertainty|conditions|slowdown)\b|\bvolatil(?:e|ity)\b/i,
    needsSignal: true,
  },
  {
    id: 'execution',
    label: 'execution',
    pattern:
      /\bfirst[- ]time (?:fund|manager)s?\b|\bemerging managers?\b|\blimited (?:operating )?(?:history|track record)\b|\bno (?:operating )?history\b|\bpace of (?:deployment|investment)\b|\bdeployment risk\b/i,
    needsSignal: false,
  },
  {
    id: 'capital_loss',
    label: 'capital-loss',
    pattern:
      /\bnot guaranteed\b|\bpast performance\b|\bvalues? (?:change|fluctuate)s?\b|\bhigher or lower than\b|\bloss of (?:capital|principal|(?:all|part) of (?:your|its|an?|the) investment)\b|\bno assurance\b|\bmay (?:lose|decline in value)\b/i,
    needsSignal: false,
  },
  {
    id: 'clawback',
    label: 'clawback and giveback',
    pattern: /\bclawbacks?\b|\bgive ?backs?\b|\brecontribut(?:e|ion|ions)\b/i,
    needsSignal: true,
  },
  {
    id: 'operational',
    label: 'operational',
    pattern:
      /\bcyber(?:security|[- ]attacks?)?\b|\bdata breach(?:es)?\b|\bfraud\b|\bmisconduct\b|\bbusiness continuity\b/i,
    needsSignal: false,
  },
];

/**
 * Sentences that state no risk whatever theme they touch: a definition ('“Key Person Event” means …')
 * or a question or instruction to the reader.
 */
export const notARisk =
  /[”"]\s*(?:means|shall mean|has the meaning)\b|\?\s*$|^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:please\s+)?(?:describe|provide|list|explain|detail|indicate|confirm|state|identify|summari[sz]e|outline|specify)\b/i;

/**
 * A procedural clause ('The General Partner shall notify …') is a risk only when it names an adverse
 * outcome for the investor.
 */
export const procedural = /\bshall\b/i;
export const adverseOutcome =
  /\badverse(?:ly)?\b|\bforfeit\w*|\bpenalt\w*|\bno assurance\b|\bsubstantial (?:loss|losses)\b|\blose (?:all|some|part)\b/i;

/**
 * Words that make a sentence about a neutral theme a statement of risk. 'Limited' in a Limited Partner,
 * Limited Partnership or limited liability names a party or a form, not a limit.
 */
export const riskSignal =
  /\b(?:risks?|risky|may|might|could|adverse(?:ly)?|uncertain(?:ty|ties)?|no assurance|not guarantee|losse?s?|lose|fail(?:s|ure|ed)?|exposure|exposed|volatil(?:e|ity)|declin(?:e|es|ing)|impair|depend(?:s|ent|ence)?|subject to|difficult|challeng(?:e|es|ing)|limit(?:s|ed|ation|ations)?(?! (?:partners?|partnerships?|liability)\b)|restrict(?:ed|ion|ions)?|cannot|unable)\b/i;
