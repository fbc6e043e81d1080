import { z } from 'zod';

/** SPEC 4 investment stages, in pipeline order; archived is a status outside the pipeline. */
export const investmentStages = [
  'sourcing',
  'screening',
  'due_diligence',
  'committee_review',
  'approved',
  'on_hold',
  'rejected',
] as const;
export const investmentStatuses = [...investmentStages, 'archived'] as const;
export const zInvestmentStatus = z.enum(investmentStatuses);
export type InvestmentStatus = z.infer<typeof zInvestmentStatus>;

export const investmentStatusLabels: Record<InvestmentStatus, string> = {
  sourcing: 'Sourcing',
  screening: 'Screening',
  due_diligence: 'Due Diligence',
  committee_review: 'Committee Review',
  approved: 'Approved',
  on_hold: 'On Hold',
  rejected: 'Rejected',
  archived: 'Archived',
};

export const investmentTypes = ['fund', 'co-investment'] as const;
export const zInvestmentType = z.enum(investmentTypes);
export type InvestmentType = z.infer<typeof zInvestmentType>;

/** SPEC 4 'Next Steps' for each stage; every other stage is offered under 'Other Stages'. */
const suggestedMoves: Partial<Record<InvestmentStatus, readonly InvestmentStatus[]>> = {
  sourcing: ['screening', 'on_hold'],
  screening: ['due_diligence', 'rejected', 'on_hold'],
  due_diligence: ['committee_review', 'rejected', 'on_hold'],
  committee_review: ['approved', 'rejected', 'on_hold'],
  on_hold: investmentStages.filter((stage) => stage !== 'on_hold' && stage !== 'rejected'),
};

export function stageMenu(current: InvestmentStatus): {
  nextSteps: InvestmentStatus[];
  otherStages: InvestmentStatus[];
} {
  const nextSteps = [...(suggestedMoves[current] ?? [])];
  const otherStages = investmentStages.filter((stage) => stage !== current && !nextSteps.includes(stage));
  return { nextSteps, otherStages };
}
