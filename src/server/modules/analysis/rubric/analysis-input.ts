import type { AnalysisEvidence } from '@shared/investment-analysis';

/**
 * A figure a document states, reduced to what scoring needs. `scope` tells this fund's terms from a
 * prior fund's record or one deal's figure, so a single deal's IRR never scores the fund.
 */
export type AnalysisFact = {
  concept:
    | 'net_irr'
    | 'gross_irr'
    /** What the fund aims to return: its projected IRR, never its record. */
    | 'target_irr'
    | 'tvpi'
    | 'dpi'
    | 'moic'
    | 'management_fee'
    | 'carried_interest'
    | 'hurdle_rate'
    | 'gp_commitment'
    | 'target_size'
    | 'key_person';
  valueText: string;
  /** Percent as a number of percent (20 for 20%), multiples as times (2.1 for 2.1x). */
  valueNumber: number | null;
  scope: 'fund' | 'prior_fund' | 'deal' | 'other';
  evidence: Extract<AnalysisEvidence, { kind: 'document' }>;
};

export type AnalysisInput = {
  investment: {
    id: number;
    name: string;
    type: string;
    status: string;
    strategy: string;
    targetSize: string;
    vintage: number;
    geography: string;
    fundManager: string | null;
    managementFee: string | null;
    carriedInterest: string | null;
    investmentThesis: string | null;
    keyRisks: readonly string[];
    keyOpportunities: readonly string[];
    competitiveAdvantages: readonly string[];
    irr: string | null;
    multiple: string | null;
  };
  documents: ReadonlyArray<{
    id: number;
    name: string;
    type: string;
    status: string;
    /** The summary's risk factors, quoted from the document. */
    riskFactors: readonly string[];
  }>;
  notes: ReadonlyArray<{ id: number; type: string; content: string }>;
  facts: readonly AnalysisFact[];
};
