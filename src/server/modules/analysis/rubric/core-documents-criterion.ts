import { coreDocumentChecklist } from '@shared/document';
import type { AnalysisInput } from './analysis-input';
import { documentEvidence, type CriterionResult } from './criterion-result';
import { clampScore } from './read-term';

/** SPEC's four core documents: a processed one counts fully, one still processing half. */
export function coreDocumentsCriterion(input: AnalysisInput): CriterionResult {
  const checklist = coreDocumentChecklist(input.documents);
  const credit = checklist.reduce(
    (sum, item) => sum + (item.state === 'processed' ? 1 : item.state === 'processing' ? 0.5 : 0),
    0,
  );
  const processed = checklist.filter((item) => item.state === 'processed').length;
  const missing = checklist.filter((item) => item.state === 'missing').map((item) => item.label);
  const evidence = input.documents
    .filter(
      (document) => checklist.some((item) => item.type === document.type) && document.status !== 'archived',
    )
    .map(documentEvidence);
  const missingText = missing.length > 0 ? `; missing: ${missing.join(', ')}` : '';
  return {
    score: clampScore((credit / checklist.length) * 10),
    rationale: `${processed} of ${checklist.length} core documents processed${missingText}.`,
    evidence,
  };
}
