import type { z } from 'zod';
import {
  joinLineList,
  splitLineList,
  type EditInvestmentFormValues,
  type Investment,
  type UpdateInvestmentInput,
  type zEditInvestmentForm,
} from '@shared/investment';

export type EditInvestmentFormOutput = z.output<typeof zEditInvestmentForm>;

/** The form as it opens: the investment's values, vintage as text, each list one item per line. */
export function toEditFormValues(investment: Investment): EditInvestmentFormValues {
  return {
    name: investment.name,
    type: investment.type,
    status: investment.status,
    strategy: investment.strategy,
    targetSize: investment.targetSize,
    vintage: String(investment.vintage),
    geography: investment.geography,
    fundManager: investment.fundManager ?? '',
    minimumInvestment: investment.minimumInvestment ?? '',
    investmentPeriod: investment.investmentPeriod ?? '',
    managementFee: investment.managementFee ?? '',
    carriedInterest: investment.carriedInterest ?? '',
    irr: investment.irr ?? '',
    multiple: investment.multiple ?? '',
    investmentThesis: investment.investmentThesis ?? '',
    keyRisks: joinLineList(investment.keyRisks),
    keyOpportunities: joinLineList(investment.keyOpportunities),
    competitiveAdvantages: joinLineList(investment.competitiveAdvantages),
  };
}

/** SPEC 5: the PATCH body, the three list fields split into items with blank lines dropped. */
export function toUpdateInput(values: EditInvestmentFormOutput): UpdateInvestmentInput {
  return {
    ...values,
    keyRisks: splitLineList(values.keyRisks),
    keyOpportunities: splitLineList(values.keyOpportunities),
    competitiveAdvantages: splitLineList(values.competitiveAdvantages),
  };
}
