import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { zEditInvestmentForm, type Investment } from '@shared/investment';
import { investmentToasts } from '@client/texts/investment-messages';
import { useUpdateInvestment } from '@client/api/investments/update-investment';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/use-toast';
import { detailTexts } from '../../detail-texts';
import {
  AdditionalDetailsSection,
  BasicInformationSection,
  InvestmentAnalysisSection,
} from './edit-investment-sections';
import { toEditFormValues, toUpdateInput } from './edit-form-values';

/** SPEC 2 and 5 edit form: Save Changes sends the fields (lists one item per line) and returns to the detail. */
export function EditInvestmentForm({ investment }: { investment: Investment }) {
  const showToast = useToast();
  const [, navigate] = useLocation();
  const updateInvestment = useUpdateInvestment();
  const form = useForm({
    resolver: zodResolver(zEditInvestmentForm),
    defaultValues: toEditFormValues(investment),
  });
  const detailPath = `/pipeline/${investment.id}`;

  const save = form.handleSubmit((values) =>
    updateInvestment.mutate(
      { id: investment.id, changes: toUpdateInput(values) },
      {
        onSuccess: () => {
          showToast(investmentToasts.updated);
          navigate(detailPath);
        },
        onError: () => showToast(investmentToasts.updateFailed),
      },
    ),
  );

  return (
    <form onSubmit={save} noValidate className="grid gap-6">
      <BasicInformationSection form={form} />
      <AdditionalDetailsSection form={form} />
      <InvestmentAnalysisSection form={form} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href={detailPath}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={updateInvestment.isPending}>
          {detailTexts.saveChanges}
        </Button>
      </div>
    </form>
  );
}
