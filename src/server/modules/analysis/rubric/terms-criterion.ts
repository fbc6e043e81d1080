import type { AnalysisEvidence } from '@shared/investment-analysis';
import type { AnalysisFact, AnalysisInput } from './analysis-input';
import { fieldEvidence, type CriterionResult } from './criterion-result';
import { marketNorms } from './market-norms';
import { clampScore, percentOf } from './read-term';

type Term = {
  name: string;
  value: string;
  percent: number;
  evidence: AnalysisEvidence;
  score: number;
  norm: number;
};

function fundFact(input: AnalysisInput, concept: AnalysisFact['concept']) {
  return input.facts.find(
    (fact) => fact.concept === concept && fact.scope === 'fund' && fact.valueNumber !== null,
  );
}

/** Lower is better for what the LP pays; the further past the norm, the lower the score. */
function costScore(percent: number, norm: number, step: number): number {
  if (percent < norm - step / 2) return 9;
  if (percent <= norm) return 7.5;
  if (percent <= norm + step) return 5;
  return 3;
}

function feeAndCarry(
  input: AnalysisInput,
  concept: 'management_fee' | 'carried_interest',
  field: 'managementFee' | 'carriedInterest',
  name: string,
  norm: number,
  step: number,
): Term | null {
  const fact = fundFact(input, concept);
  if (fact) {
    const percent = fact.valueNumber!;
    return {
      name,
      value: fact.valueText,
      percent,
      evidence: fact.evidence,
      score: costScore(percent, norm, step),
      norm,
    };
  }
  const text = input.investment[field];
  const percent = percentOf(text);
  if (text === null || percent === null) return null;
  const evidence = fieldEvidence(field, name, text);
  return { name, value: text, percent, evidence, score: costScore(percent, norm, step), norm };
}

function hurdle(input: AnalysisInput): Term | null {
  const fact = fundFact(input, 'hurdle_rate');
  if (!fact) return null;
  const norm = marketNorms.hurdlePercent.value;
  const score = fact.valueNumber! >= norm ? 8 : fact.valueNumber! > 0 ? 6 : 4;
  return {
    name: 'hurdle',
    value: fact.valueText,
    percent: fact.valueNumber!,
    evidence: fact.evidence,
    score,
    norm,
  };
}

function gpCommitment(input: AnalysisInput): Term | null {
  const fact = fundFact(input, 'gp_commitment');
  if (!fact) return null;
  const norm = marketNorms.gpCommitmentPercent.value;
  const score = fact.valueNumber! >= 2 * norm ? 9 : fact.valueNumber! >= norm ? 7.5 : 4;
  return {
    name: 'GP commitment',
    value: fact.valueText,
    percent: fact.valueNumber!,
    evidence: fact.evidence,
    score,
    norm,
  };
}

/** Fee, carry, hurdle and GP commitment against the market norms in market-norms.ts. */
export function termsCriterion(input: AnalysisInput): CriterionResult {
  const terms = [
    feeAndCarry(
      input,
      'management_fee',
      'managementFee',
      'management fee',
      marketNorms.managementFeePercent.value,
      0.5,
    ),
    feeAndCarry(
      input,
      'carried_interest',
      'carriedInterest',
      'carried interest',
      marketNorms.carriedInterestPercent.value,
      5,
    ),
    hurdle(input),
    gpCommitment(input),
  ].filter((term): term is Term => term !== null);
  if (terms.length === 0) {
    return {
      score: 4,
      rationale: 'No management fee, carried interest, hurdle or GP commitment is stated.',
      evidence: [],
    };
  }
  const score = terms.reduce((sum, term) => sum + term.score, 0) / terms.length;
  const described = terms.map((term) => `${term.name} ${term.value} (market norm ${term.norm}%)`).join('; ');
  return {
    score: clampScore(score),
    rationale: `${described[0].toUpperCase()}${described.slice(1)}.`,
    evidence: terms.map((term) => term.evidence),
  };
}
