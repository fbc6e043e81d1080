import { zodResolver } from '@hookform/resolvers/zod';
import { FileTextIcon } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { investmentToasts } from '@client/texts/investment-messages';
import { zMemoBuilderForm, type MemoBuilderFormValues, type MemoBuilderInput } from '@shared/investment-memo';
import { useGenerateMemo } from '@client/api/investments/generate-memo';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { useToast } from '@client/components/ui/use-toast';
import { toolTexts } from '../tools-texts';
import { InvestmentSelect } from './investment-select';

/** SPEC 2 Memo builder: pick an investment, then generate its memo (SPEC 5: needs an investment). */
export function MemoBuilderPanel({ canGenerate }: { canGenerate: boolean }) {
  const showToast = useToast();
  const generateMemo = useGenerateMemo();
  const form = useForm<MemoBuilderFormValues, unknown, MemoBuilderInput>({
    resolver: zodResolver(zMemoBuilderForm),
    defaultValues: { investmentId: '' },
  });
  const investment = useWatch({ control: form.control, name: 'investmentId' });

  const generate = form.handleSubmit(({ investmentId }) => {
    if (generateMemo.isPending) return;
    generateMemo.mutate(investmentId, {
      onSuccess: () => showToast(investmentToasts.memoGenerated),
      onError: () => showToast(investmentToasts.memoFailed),
    });
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void generate(event)}>
      <Controller
        control={form.control}
        name="investmentId"
        render={({ field, fieldState }) => (
          <InvestmentSelect
            label={toolTexts.memoInvestment}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={!canGenerate}
          />
        )}
      />
      <DialogFooter>
        <Button type="submit" disabled={!canGenerate || !investment || generateMemo.isPending}>
          <FileTextIcon aria-hidden />
          {generateMemo.isPending ? toolTexts.generating : toolTexts.generate}
        </Button>
      </DialogFooter>
    </form>
  );
}
