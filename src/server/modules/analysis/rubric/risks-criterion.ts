import { isProcessedStatus } from '@shared/document';
import type { AnalysisInput } from './analysis-input';
import { documentEvidence, type CriterionResult } from './criterion-result';
import { clampScore } from './read-term';
import type { RiskStatement } from './risk-statements';

/** Fewer and milder risks score higher; with nothing reviewed yet the score is neutral, not good. */
export function risksCriterion(input: AnalysisInput, risks: readonly RiskStatement[]): CriterionResult {
  const reviewed = input.documents.filter((document) => isProcessedStatus(document.status));
  if (risks.length === 0) {
    // The documents read are what 'no risks' rests on.
    const evidence = reviewed.map(documentEvidence);
    return reviewed.length > 0
      ? { score: 8, rationale: 'No risks are recorded or stated in the processed documents.', evidence }
      : { score: 5, rationale: 'No risks are recorded and no document has been processed yet.', evidence };
  }
  const high = risks.filter((risk) => risk.severity === 'High').length;
  const medium = risks.length - high;
  const score = Math.max(2, 9 - 1.2 * high - 0.5 * medium);
  const counts = [high > 0 ? `${high} high` : '', medium > 0 ? `${medium} medium` : '']
    .filter(Boolean)
    .join(' and ');
  return {
    score: clampScore(score),
    rationale: `${risks.length} ${risks.length === 1 ? 'risk' : 'risks'} found (${counts}).`,
    evidence: risks.slice(0, 6).map((risk) => risk.evidence),
  };
}
