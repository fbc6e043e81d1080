import type { AnalysisEvidence } from '@shared/investment-analysis';
import type { AnalysisFact, AnalysisInput } from './analysis-input';
import { fieldEvidence, type CriterionResult } from './criterion-result';
import { banded, clampScore, multipleOf, percentOf } from './read-term';

const netIrrBands = [
  [25, 9.5],
  [20, 8.5],
  [15, 7],
  [10, 5.5],
  [5, 4],
] as const;
// Fees and carry take roughly five points between gross and net returns, so gross figures need more.
const grossIrrBands = netIrrBands.map(([floor, score]) => [floor + 5, score] as const);
const multipleBands = [
  [2.5, 9],
  [2, 8],
  [1.5, 6.5],
  [1.2, 5],
] as const;

const scopeName = (fact: AnalysisFact) => (fact.scope === 'prior_fund' ? ', prior fund' : '');
const fundLevel = (fact: AnalysisFact) =>
  (fact.scope === 'fund' || fact.scope === 'prior_fund') && fact.valueNumber !== null;

type Part = { score: number; text: string; evidence: AnalysisEvidence };

function irrPart(input: AnalysisInput): Part | null {
  const net = input.facts.find((fact) => fact.concept === 'net_irr' && fundLevel(fact));
  if (net) {
    const score = banded(net.valueNumber!, netIrrBands, 2.5);
    return { score, text: `net IRR ${net.valueText}${scopeName(net)}`, evidence: net.evidence };
  }
  const gross = input.facts.find((fact) => fact.concept === 'gross_irr' && fundLevel(fact));
  if (gross) {
    const score = banded(gross.valueNumber!, grossIrrBands, 2.5);
    return { score, text: `gross IRR ${gross.valueText}${scopeName(gross)}`, evidence: gross.evidence };
  }
  const irr = percentOf(input.investment.irr);
  if (irr === null || input.investment.irr === null) return null;
  return {
    score: banded(irr, netIrrBands, 2.5),
    text: `IRR ${input.investment.irr} in the pipeline record`,
    evidence: fieldEvidence('irr', 'IRR', input.investment.irr),
  };
}

function multiplePart(input: AnalysisInput): Part | null {
  const fact = input.facts.find(
    (candidate) => (candidate.concept === 'tvpi' || candidate.concept === 'moic') && fundLevel(candidate),
  );
  if (fact) {
    const name = fact.concept === 'tvpi' ? 'TVPI' : 'MOIC';
    return {
      score: banded(fact.valueNumber!, multipleBands, 3),
      text: `${name} ${fact.valueText}${scopeName(fact)}`,
      evidence: fact.evidence,
    };
  }
  const multiple = multipleOf(input.investment.multiple);
  if (multiple === null || input.investment.multiple === null) return null;
  return {
    score: banded(multiple, multipleBands, 3),
    text: `multiple ${input.investment.multiple} in the pipeline record`,
    evidence: fieldEvidence('multiple', 'Multiple', input.investment.multiple),
  };
}

/** Returns and multiples: a prior fund's net figures first, the pipeline record's when no document states them. */
export function performanceCriterion(input: AnalysisInput): CriterionResult {
  const parts = [irrPart(input), multiplePart(input)].filter((part): part is Part => part !== null);
  if (parts.length === 0) {
    return {
      score: 4,
      rationale: 'No IRR or multiple is stated in the pipeline record or the processed documents.',
      evidence: [],
    };
  }
  const score = parts.reduce((sum, part) => sum + part.score, 0) / parts.length;
  const text = parts.map((part) => part.text).join('; ');
  return {
    score: clampScore(score),
    rationale: `${text[0].toUpperCase()}${text.slice(1)}.`,
    evidence: parts.map((part) => part.evidence),
  };
}
