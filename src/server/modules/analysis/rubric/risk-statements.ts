import type { AnalysisEvidence } from '@shared/investment-analysis';
import type { AnalysisInput } from './analysis-input';
import { fieldEvidence, noteEvidence } from './criterion-result';

export type RiskStatement = {
  text: string;
  severity: 'High' | 'Medium';
  evidence: AnalysisEvidence;
};

/** Risks that can cost the LP capital, not just time or paperwork, are high. */
const severe =
  /\bkey[- ]?(?:person|man)\b|\bdeparture\b|\bleverage\b|\bconcentrat|\blitigation\b|\bfraud\b|\bloss(?:es)?\b|\bdefault\b|\binsolven|\bregulatory\b|\bsanction|\bwrite[- ]?(?:down|off)\b|\bimpair/i;

export const keyPersonRisk =
  /\bkey[- ]?(?:person|man)\b|\bdeparture of\b|\bdepend(?:s|ent|ence)? on (?:the |its |a )?(?:founder|partner|principal|manager)/i;

const severityOf = (text: string): RiskStatement['severity'] => (severe.test(text) ? 'High' : 'Medium');

/** Every risk the team recorded or a processed document states, once each. */
export function riskStatements(input: AnalysisInput): RiskStatement[] {
  const seen = new Set<string>();
  const statements: RiskStatement[] = [];
  const add = (text: string, evidence: AnalysisEvidence) => {
    const key = text.trim().toLowerCase();
    if (!key || seen.has(key)) return;
    seen.add(key);
    statements.push({ text: text.trim(), severity: severityOf(text), evidence });
  };
  for (const risk of input.investment.keyRisks) add(risk, fieldEvidence('keyRisks', 'Key risks', risk));
  for (const note of input.notes) if (note.type === 'risk_assessment') add(note.content, noteEvidence(note));
  for (const document of input.documents) {
    for (const risk of document.riskFactors) {
      add(risk, {
        kind: 'document',
        documentId: document.id,
        documentName: document.name,
        page: null,
        quote: risk,
      });
    }
  }
  return statements;
}
