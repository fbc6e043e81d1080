import type {
  AnalysisEvidence,
  FinancialAnalysisField,
  InvestmentAnalysis,
  Recommendation,
  RiskLevel,
  RubricCriterion,
  RubricItem,
} from '@shared/investment-analysis';
import type { AnalysisFact, AnalysisInput } from './analysis-input';
import { coreDocumentsCriterion } from './core-documents-criterion';
import { fieldEvidence, type CriterionResult } from './criterion-result';
import { performanceCriterion } from './performance-criterion';
import { riskStatements, type RiskStatement } from './risk-statements';
import { risksCriterion } from './risks-criterion';
import { strategyFitCriterion } from './strategy-fit-criterion';
import { teamCriterion } from './team-criterion';
import { termsCriterion } from './terms-criterion';

/** The rubric: what an LP's investment committee weighs, and how much. The weights add up to 1. */
const criteria: ReadonlyArray<{
  criterion: RubricCriterion;
  label: string;
  weight: number;
  assess: (input: AnalysisInput, risks: readonly RiskStatement[]) => CriterionResult;
}> = [
  {
    criterion: 'performance',
    label: 'Performance and track record',
    weight: 0.25,
    assess: performanceCriterion,
  },
  { criterion: 'terms', label: 'Terms against market norms', weight: 0.2, assess: termsCriterion },
  { criterion: 'team', label: 'Team and key-person exposure', weight: 0.15, assess: teamCriterion },
  {
    criterion: 'strategy_fit',
    label: 'Strategy and pipeline fit',
    weight: 0.15,
    assess: strategyFitCriterion,
  },
  { criterion: 'core_documents', label: 'Core documents', weight: 0.15, assess: coreDocumentsCriterion },
  { criterion: 'risks', label: 'Risks found', weight: 0.1, assess: risksCriterion },
];

export const proceedScore = 7;
export const declineScore = 5;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function riskLevelOf(rubric: readonly RubricItem[], risks: readonly RiskStatement[]): RiskLevel {
  const scoreOf = (criterion: RubricCriterion) => rubric.find((item) => item.criterion === criterion)!.score;
  const high = risks.filter((risk) => risk.severity === 'High').length;
  if (high >= 2 || scoreOf('risks') < 5) return 'High';
  if (scoreOf('risks') >= 7.5 && scoreOf('core_documents') >= 7.5) return 'Low';
  return 'Medium';
}

// Figures a fund's documents should state: the pipeline record's own entry is half the evidence.
const documentCriteria: ReadonlySet<RubricCriterion> = new Set(['performance', 'terms']);
const recordOnlyStrength = 0.5;

/**
 * How far a criterion's score rests on evidence, 0–1: none is 0, and returns or terms read only from the
 * pipeline record or notes are half, since no document the team holds states them.
 */
function evidenceStrength(item: RubricItem): number {
  if (item.evidence.length === 0) return 0;
  if (!documentCriteria.has(item.criterion)) return 1;
  return item.evidence.some((evidence) => evidence.kind === 'document') ? 1 : recordOnlyStrength;
}

function recommendationOf(score: number, riskLevel: RiskLevel): Recommendation {
  if (score < declineScore) return 'DECLINE';
  return score >= proceedScore && riskLevel !== 'High' ? 'PROCEED' : 'CAUTION';
}

function financialFigure(
  input: AnalysisInput,
  concepts: ReadonlyArray<AnalysisFact['concept']>,
  field: 'targetSize' | 'managementFee' | 'carriedInterest' | 'irr' | 'multiple',
  label: string,
): { value: string | null; source?: AnalysisEvidence } {
  const fact = input.facts.find(
    (candidate) => concepts.includes(candidate.concept) && candidate.scope === 'fund',
  );
  if (fact) return { value: fact.valueText, source: fact.evidence };
  const value = input.investment[field];
  return value ? { value, source: fieldEvidence(field, label, value) } : { value: null };
}

function financialAnalysis(input: AnalysisInput) {
  const figures: Record<FinancialAnalysisField, ReturnType<typeof financialFigure>> = {
    targetSize: financialFigure(input, ['target_size'], 'targetSize', 'Target size'),
    managementFee: financialFigure(input, ['management_fee'], 'managementFee', 'Management fee'),
    carriedInterest: financialFigure(input, ['carried_interest'], 'carriedInterest', 'Carried interest'),
    projectedIRR: financialFigure(input, ['target_irr', 'net_irr', 'gross_irr'], 'irr', 'IRR'),
    projectedMultiple: financialFigure(input, ['tvpi', 'moic'], 'multiple', 'Multiple'),
  };
  const entries = Object.entries(figures) as Array<
    [FinancialAnalysisField, ReturnType<typeof financialFigure>]
  >;
  return {
    financialAnalysis: Object.fromEntries(entries.map(([field, figure]) => [field, figure.value])) as Record<
      FinancialAnalysisField,
      string | null
    >,
    financialSources: Object.fromEntries(
      entries.filter(([, figure]) => figure.source).map(([field, figure]) => [field, figure.source]),
    ) as Partial<Record<FinancialAnalysisField, AnalysisEvidence>>,
  };
}

/**
 * Scores an investment on a visible rubric from its pipeline record, notes, documents and their facts.
 * Deterministic: the same input gives the same analysis, and every score names what it rests on.
 */
export function scoreInvestment(input: AnalysisInput, now: Date): InvestmentAnalysis {
  const risks = riskStatements(input);
  const rubric: RubricItem[] = criteria.map(({ criterion, label, weight, assess }) => ({
    criterion,
    label,
    weight,
    ...assess(input, risks),
  }));
  const investmentScore = oneDecimal(rubric.reduce((sum, item) => sum + item.weight * item.score, 0));
  const riskLevel = riskLevelOf(rubric, risks);
  const recommendation = recommendationOf(investmentScore, riskLevel);
  const evidenced = rubric.reduce((sum, item) => sum + item.weight * evidenceStrength(item), 0);
  const ranked = [...rubric].sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const worst = ranked[ranked.length - 1];
  const core = rubric.find((item) => item.criterion === 'core_documents')!;

  return {
    investmentScore,
    riskLevel,
    confidence: Math.round(evidenced * 100),
    executiveSummary:
      `${input.investment.name} scores ${investmentScore.toFixed(1)} out of 10 on the rubric: strongest on ` +
      `${best.label.toLowerCase()} (${best.score.toFixed(1)}), weakest on ${worst.label.toLowerCase()} ` +
      `(${worst.score.toFixed(1)}). ${core.rationale}`,
    recommendation,
    reasoning:
      `${recommendation}: the weighted score is ${investmentScore.toFixed(1)} and the risk level ${riskLevel}. ` +
      `PROCEED needs ${proceedScore.toFixed(1)} or more with a risk level below High; below ` +
      `${declineScore.toFixed(1)} is DECLINE. What would move it most: ${worst.label.toLowerCase()}, ` +
      `${worst.rationale.charAt(0).toLowerCase()}${worst.rationale.slice(1)}`,
    strengths: [
      ...rubric
        .filter((item) => item.score >= 7)
        .map((item) => ({
          title: item.label,
          description: item.rationale,
          impact: (item.score >= 8.5 ? 'High' : 'Medium') as RiskLevel,
        })),
      ...input.investment.competitiveAdvantages.map((advantage) => ({
        title: 'Competitive advantage',
        description: advantage,
        impact: 'Medium' as RiskLevel,
      })),
    ],
    risks: risks.map((risk) => ({
      title:
        risk.evidence.kind === 'document' ? `From ${risk.evidence.documentName}` : 'Recorded by the team',
      description: risk.text,
      severity: risk.severity,
    })),
    ...financialAnalysis(input),
    rubric,
    generatedAt: now.toISOString(),
    fallback: false,
    unverifiedFigures: [],
  };
}
