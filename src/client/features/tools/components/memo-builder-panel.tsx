import { FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { investmentToasts } from '@client/texts/investment-messages';
import { toolTexts } from '../tools-texts';
import { useGenerateMemo } from '@client/api/investments/generate-memo';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { useToast } from '@client/components/ui/use-toast';
import { InvestmentSelect } from './investment-select';

/** SPEC 2 Memo builder: pick an investment, then generate its memo (SPEC 5: needs an investment). */
export function MemoBuilderPanel({ canGenerate }: { canGenerate: boolean }) {
  const showToast = useToast();
  const [investment, setInvestment] = useState('');
  const generateMemo = useGenerateMemo();

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!investment || generateMemo.isPending) return;
        generateMemo.mutate(Number(investment), {
          onSuccess: () => showToast(investmentToasts.memoGenerated),
          onError: () => showToast(investmentToasts.memoFailed),
        });
      }}
    >
      <InvestmentSelect
        label={toolTexts.memoInvestment}
        value={investment}
        onChange={setInvestment}
        disabled={!canGenerate}
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
