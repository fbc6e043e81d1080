import type { AnalysisEvidence } from '@shared/investment-analysis';
import type { AnalysisInput } from './analysis-input';
import { fieldEvidence, noteEvidence, type CriterionResult } from './criterion-result';
import { clampScore } from './read-term';
import { keyPersonRisk, type RiskStatement } from './risk-statements';

const teamNoteTypes = new Set(['management_team', 'meeting_notes', 'call_notes']);

/** Who runs the fund, what the team has learned of them, and how much rests on a few people. */
export function teamCriterion(input: AnalysisInput, risks: readonly RiskStatement[]): CriterionResult {
  let score = 5;
  const evidence: AnalysisEvidence[] = [];
  const findings: string[] = [];
  const manager = input.investment.fundManager;
  if (manager) {
    score += 1.5;
    evidence.push(fieldEvidence('fundManager', 'Fund manager', manager));
    findings.push(`managed by ${manager}`);
  } else {
    findings.push('no fund manager recorded');
  }
  const teamNotes = input.notes.filter((note) => teamNoteTypes.has(note.type)).slice(0, 2);
  score += teamNotes.length;
  evidence.push(...teamNotes.map(noteEvidence));
  findings.push(
    teamNotes.length === 0
      ? 'no notes on the management team yet'
      : `${teamNotes.length === 1 ? 'one note' : 'two notes'} on the team`,
  );
  const keyPerson = risks.filter((risk) => keyPersonRisk.test(risk.text));
  if (keyPerson.length > 0) {
    score -= 1.5;
    evidence.push(...keyPerson.slice(0, 2).map((risk) => risk.evidence));
    findings.push('key-person exposure is flagged');
  }
  const clause = input.facts.find((fact) => fact.concept === 'key_person' && fact.scope === 'fund');
  if (clause) {
    score += 0.5;
    evidence.push(clause.evidence);
    findings.push('the documents provide a key-person clause');
  }
  const text = findings.join('; ');
  return { score: clampScore(score), rationale: `${text[0].toUpperCase()}${text.slice(1)}.`, evidence };
}
