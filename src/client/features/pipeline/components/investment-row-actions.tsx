import { EyeIcon, FolderOpenIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Investment } from '@shared/investment';
import { pipelineTexts } from '../pipeline-texts';
import { Button } from '@client/components/ui/button';
import { InvestmentActionsMenu } from './investment-actions-menu';
import type { InvestmentActions } from './use-investment-actions';

/** SPEC 2 row actions: the investment's page, the documents, and the menu. */
export function InvestmentRowActions({
  investment,
  actions,
}: {
  investment: Investment;
  actions: InvestmentActions;
}) {
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Button asChild variant="ghost" size="icon">
        <Link
          href={`/investments/${investment.id}`}
          aria-label={pipelineTexts.viewInvestment(investment.name)}
        >
          <EyeIcon aria-hidden />
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon">
        <Link href="/documents" aria-label={pipelineTexts.investmentDocuments(investment.name)}>
          <FolderOpenIcon aria-hidden />
        </Link>
      </Button>
      <InvestmentActionsMenu investment={investment} actions={actions} />
    </div>
  );
}
