import type { AnalysisEvidence } from '@shared/investment-analysis';
import type { AnalysisInput } from './analysis-input';
import { fieldEvidence, type CriterionResult } from './criterion-result';
import { clampScore } from './read-term';

/** How clearly the opportunity's strategy, market and edge are stated in the pipeline record. */
export function strategyFitCriterion(input: AnalysisInput): CriterionResult {
  const { investment } = input;
  const evidence: AnalysisEvidence[] = [];
  const missing: string[] = [];
  let score = 1;
  if (investment.strategy) {
    score += 2;
    evidence.push(fieldEvidence('strategy', 'Strategy', investment.strategy));
  } else missing.push('strategy');
  if (investment.geography) {
    score += 1;
    evidence.push(fieldEvidence('geography', 'Geography', investment.geography));
  } else missing.push('geography');
  if (investment.investmentThesis) {
    score += 2;
    evidence.push(fieldEvidence('investmentThesis', 'Investment thesis', investment.investmentThesis));
  } else missing.push('investment thesis');
  const edges = [...investment.keyOpportunities, ...investment.competitiveAdvantages];
  score += Math.min(3, edges.length * 0.5);
  const listed = `${edges.length} ${edges.length === 1 ? 'opportunity or advantage' : 'opportunities and advantages'} listed`;
  const stated = investment.strategy
    ? `${investment.strategy}${investment.geography ? ` in ${investment.geography}` : ''}`
    : 'Strategy not stated';
  const gaps = missing.length > 0 ? `; missing: ${missing.join(', ')}` : '';
  return { score: clampScore(score), rationale: `${stated}; ${listed}${gaps}.`, evidence };
}
