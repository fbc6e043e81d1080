import type { UseFormReturn } from 'react-hook-form';
import type { EditInvestmentFormValues } from '@shared/investment';
import type { EditInvestmentFormOutput } from './edit-form-values';

/** The edit form's react-hook-form state, handed to each section. */
export type EditInvestmentForm = UseFormReturn<EditInvestmentFormValues, unknown, EditInvestmentFormOutput>;
