import { SearchXIcon } from 'lucide-react';
import { Link } from 'wouter';
import { investmentTexts } from '@client/texts/investment-messages';
import { Button } from '@client/components/ui/button';
import { detailTexts } from '../detail-texts';

/** SPEC 2: a missing investment (deleted, another team's, or a bad address) leads back to the pipeline. */
export function InvestmentNotFound() {
  return (
    <div className="mx-auto mt-12 grid max-w-md justify-items-center gap-4 text-center">
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-semibold tracking-tight">{investmentTexts.notFoundTitle}</h1>
      <p className="text-sm text-muted-foreground">{detailTexts.notFoundMessage}</p>
      <Button asChild>
        <Link href="/pipeline">{detailTexts.backToPipeline}</Link>
      </Button>
    </div>
  );
}
