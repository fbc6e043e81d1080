import { z } from 'zod';

/**
 * What a rubric score or a figure rests on: a document's page with the words quoted, a note, or a field
 * of the pipeline record. The client opens a document at its page from it.
 */
export const zAnalysisEvidence = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('document'),
    documentId: z.number().int(),
    documentName: z.string(),
    page: z.number().int().nullable(),
    quote: z.string(),
  }),
  z.object({ kind: z.literal('note'), noteId: z.number().int(), quote: z.string() }),
  z.object({ kind: z.literal('field'), field: z.string(), label: z.string(), value: z.string() }),
]);
export type AnalysisEvidence = z.infer<typeof zAnalysisEvidence>;

export const rubricCriteria = [
  'performance',
  'terms',
  'team',
  'strategy_fit',
  'core_documents',
  'risks',
] as const;
export type RubricCriterion = (typeof rubricCriteria)[number];

export const zRubricItem = z.object({
  criterion: z.enum(rubricCriteria),
  label: z.string(),
  /** Share of the investment score, 0 to 1; the weights add up to 1. */
  weight: z.number().min(0).max(1),
  /** Out of 10, one decimal. */
  score: z.number().min(0).max(10),
  rationale: z.string(),
  evidence: z.array(zAnalysisEvidence),
});
export type RubricItem = z.infer<typeof zRubricItem>;

export const riskLevels = ['Low', 'Medium', 'High'] as const;
export type RiskLevel = (typeof riskLevels)[number];
export const recommendations = ['PROCEED', 'CAUTION', 'DECLINE'] as const;
export type Recommendation = (typeof recommendations)[number];

const zImpact = z.enum(riskLevels);

export const financialAnalysisFields = [
  'targetSize',
  'managementFee',
  'carriedInterest',
  'projectedIRR',
  'projectedMultiple',
] as const;
export type FinancialAnalysisField = (typeof financialAnalysisFields)[number];

/** SPEC 3 AI analysis result, with the rubric its score is made of and the source of each figure. */
export const zInvestmentAnalysis = z.object({
  investmentScore: z.number().min(0).max(10),
  riskLevel: z.enum(riskLevels),
  confidence: z.number().int().min(0).max(100),
  executiveSummary: z.string(),
  recommendation: z.enum(recommendations),
  reasoning: z.string(),
  strengths: z.array(z.object({ title: z.string(), description: z.string(), impact: zImpact })),
  risks: z.array(z.object({ title: z.string(), description: z.string(), severity: zImpact })),
  financialAnalysis: z.object(
    Object.fromEntries(financialAnalysisFields.map((field) => [field, z.string().nullable()])) as Record<
      FinancialAnalysisField,
      z.ZodNullable<z.ZodString>
    >,
  ),
  /** Where each financialAnalysis figure was read; absent for a figure nobody stated. */
  financialSources: z.partialRecord(z.enum(financialAnalysisFields), zAnalysisEvidence),
  rubric: z.array(zRubricItem),
  generatedAt: z.string(),
  /** True when a configured model failed and the local analyst's words are shown (SPEC 8 'Fallback Mode'). */
  fallback: z.boolean(),
  fallbackReason: z.string().optional(),
  /** Figures of a model's summary or reasoning that the rubric and its evidence do not hold. */
  unverifiedFigures: z.array(z.string()),
});
export type InvestmentAnalysis = z.infer<typeof zInvestmentAnalysis>;

/** Refresh Analysis asks with refresh=true for a new analysis even when nothing changed. */
export const zAnalysisQuery = z.object({
  refresh: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** SPEC 9 score text: 8 and above strong, 6 and above good, below 6 needs careful evaluation. */
export function scoreVerdict(score: number): string {
  if (score >= 8) return 'Strong investment opportunity';
  if (score >= 6) return 'Good investment opportunity';
  return 'Needs careful evaluation';
}

/** SPEC 9 risk colours: Low green, Medium yellow, otherwise red. */
export function riskTone(level: string): 'good' | 'warning' | 'bad' {
  if (level === 'Low') return 'good';
  if (level === 'Medium') return 'warning';
  return 'bad';
}
