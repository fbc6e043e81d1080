import type { z } from 'zod';
import { splitCommaList, type CreateInvestmentInput, type zAddInvestmentForm } from '@shared/investment';

type AddInvestmentFormOutput = z.output<typeof zAddInvestmentForm>;

/**
 * SPEC 5: the checked form (vintage already parsed to a whole number by the shared schema) as the
 * create call's body, with the three list fields split on commas.
 */
export function toCreateInvestmentInput({
  keyRisks,
  keyOpportunities,
  competitiveAdvantages,
  ...fields
}: AddInvestmentFormOutput): CreateInvestmentInput {
  return {
    ...fields,
    keyRisks: splitCommaList(keyRisks),
    keyOpportunities: splitCommaList(keyOpportunities),
    competitiveAdvantages: splitCommaList(competitiveAdvantages),
  };
}
