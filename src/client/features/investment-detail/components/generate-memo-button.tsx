import { FileTextIcon } from 'lucide-react';
import { investmentToasts } from '@client/texts/investment-messages';
import { useGenerateMemo } from '@client/api/investments/generate-memo';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/use-toast';
import { detailTexts } from '../detail-texts';

/** Asks the server for the investment memo and saves the PDF (SPEC 7); SPEC 8's toasts say how it went. */
export function GenerateMemoButton({
  investmentId,
  className,
}: {
  investmentId: number;
  className?: string;
}) {
  const showToast = useToast();
  const generateMemo = useGenerateMemo();
  return (
    <Button
      variant="outline"
      className={className}
      disabled={generateMemo.isPending}
      onClick={() =>
        generateMemo.mutate(investmentId, {
          onSuccess: () => showToast(investmentToasts.memoGenerated),
          onError: () => showToast(investmentToasts.memoFailed),
        })
      }
    >
      <FileTextIcon aria-hidden />
      {generateMemo.isPending ? detailTexts.generatingMemo : detailTexts.generateMemo}
    </Button>
  );
}
