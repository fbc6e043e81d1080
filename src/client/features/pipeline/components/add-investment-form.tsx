import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { addFormStatuses, zAddInvestmentForm, type AddInvestmentFormValues } from '@shared/investment';
import { investmentToasts, investmentTypeLabels } from '@client/texts/investment-messages';
import { investmentStatusLabels, investmentTypes } from '@shared/investment-stages';
import { investmentFieldLabels as labels, pipelineTexts } from '../pipeline-texts';
import { useCreateInvestment } from '@client/api/investments/create-investment';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { FormSelectField } from '@client/components/ui/form-select-field';
import { useToast } from '@client/components/ui/use-toast';
import { FormTextField } from './form-text-field';
import { toCreateInvestmentInput } from './to-create-investment-input';

const typeOptions = investmentTypes.map((value) => ({ value, label: investmentTypeLabels[value] }));
const statusOptions = addFormStatuses.map((value) => ({ value, label: investmentStatusLabels[value] }));

/** SPEC 2 defaults: a fund in due diligence, of this year's vintage. */
function defaultValues(): AddInvestmentFormValues {
  return {
    name: '',
    type: 'fund',
    status: 'due_diligence',
    strategy: '',
    targetSize: '',
    vintage: String(new Date().getFullYear()),
    geography: '',
    fundManager: '',
    minimumInvestment: '',
    investmentPeriod: '',
    managementFee: '',
    carriedInterest: '',
    investmentThesis: '',
    keyRisks: '',
    keyOpportunities: '',
    competitiveAdvantages: '',
  };
}

/** The Add New Investment form (SPEC 5 rules from the shared schema); calls onCreated once saved. */
export function AddInvestmentForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const showToast = useToast();
  const createInvestment = useCreateInvestment();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(zAddInvestmentForm), defaultValues: defaultValues() });

  const submit = handleSubmit((values) =>
    createInvestment.mutate(toCreateInvestmentInput(values), {
      onSuccess: () => {
        showToast(investmentToasts.created);
        onCreated();
      },
      // The form keeps what was typed so the user can try again.
      onError: () => showToast(investmentToasts.createFailed),
    }),
  );

  const text = (name: Exclude<keyof typeof labels, 'type' | 'status'>) => ({
    label: labels[name],
    registration: register(name),
    error: errors[name]?.message,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormTextField {...text('name')} className="sm:col-span-2" />
      <FormSelectField control={control} name="type" label={labels.type} options={typeOptions} />
      <FormSelectField control={control} name="status" label={labels.status} options={statusOptions} />
      <FormTextField {...text('strategy')} placeholder="Growth Equity" />
      <FormTextField {...text('targetSize')} placeholder="$500M" />
      <FormTextField {...text('vintage')} inputMode="numeric" />
      <FormTextField {...text('geography')} placeholder="North America" />
      <FormTextField {...text('fundManager')} />
      <FormTextField {...text('minimumInvestment')} placeholder="$10M" />
      <FormTextField {...text('investmentPeriod')} placeholder="5 years" />
      <FormTextField {...text('managementFee')} placeholder="2.0%" />
      <FormTextField {...text('carriedInterest')} placeholder="20%" />
      <FormTextField {...text('investmentThesis')} multiline className="sm:col-span-2" />
      {(['keyRisks', 'keyOpportunities', 'competitiveAdvantages'] as const).map((name) => (
        <FormTextField
          key={name}
          {...text(name)}
          hint={pipelineTexts.commaListHint}
          className="sm:col-span-2"
        />
      ))}
      <DialogFooter className="sm:col-span-2">
        <Button variant="outline" onClick={onCancel}>
          {pipelineTexts.cancel}
        </Button>
        <Button type="submit" disabled={createInvestment.isPending}>
          {createInvestment.isPending ? pipelineTexts.submittingAdd : pipelineTexts.submitAdd}
        </Button>
      </DialogFooter>
    </form>
  );
}
