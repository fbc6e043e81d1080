import { SparklesIcon } from 'lucide-react';
import { detailTexts } from '../detail-texts';

/** The analysis arrives in a later release; until then the tab says so plainly rather than showing a fake. */
export function AiAnalysisTab() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <SparklesIcon className="size-8 text-muted-foreground" aria-hidden />
      <p className="text-sm font-medium">{detailTexts.aiAnalysisUnavailable}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        A later release scores this investment, lists its strengths and risks, and answers questions about it.
      </p>
    </div>
  );
}
