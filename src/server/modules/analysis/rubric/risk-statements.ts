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

/** What reduces a risk rather than states one: 'Mitigant: a deep bench…', 'Mitigated by…'. */
const mitigant =
  /^(?:mitigants?|mitigation|mitigat(?:ed|es|ing) by|(?:this|the) risk is mitigated|offset by)\b/i;

// Words that say nothing of which risk it is.
const fillerWords = new Set(
  'the and for with that this its their from into over under risk risks fund funds will may could would has have are was were been being which there these those than such also'.split(
    ' ',
  ),
);

/** A statement's telling words, each cut to its first five letters so 'depends' meets 'dependence'. */
function riskWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  return new Set(words.filter((word) => !fillerWords.has(word)).map((word) => word.slice(0, 5)));
}

// Two statements are one risk when most of the shorter one's telling words are in the longer one.
const sameRiskOverlap = 0.7;

function sameRisk(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const smaller = a.size <= b.size ? a : b;
  const larger = smaller === a ? b : a;
  if (smaller.size === 0) return false;
  const shared = [...smaller].filter((word) => larger.has(word)).length;
  return shared / smaller.size >= sameRiskOverlap;
}

/**
 * Every risk the team recorded or a processed document states, once each: the record's first, then the
 * notes', then the documents'; a statement that repeats an earlier one in other words, or only says how
 * a risk is mitigated, adds none.
 */
export function riskStatements(input: AnalysisInput): RiskStatement[] {
  const seen: Set<string>[] = [];
  const statements: RiskStatement[] = [];
  const add = (text: string, evidence: AnalysisEvidence) => {
    const trimmed = text.trim();
    if (!trimmed || mitigant.test(trimmed)) return;
    const words = riskWords(trimmed);
    if (seen.some((earlier) => sameRisk(earlier, words))) return;
    seen.push(words);
    statements.push({ text: trimmed, severity: severityOf(text), evidence });
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
