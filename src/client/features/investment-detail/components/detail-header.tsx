import { ArrowLeftIcon, MessageSquarePlusIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Investment } from '@shared/investment';
import { StageBadge } from '@client/components/investment/stage-badge';
import { Button } from '@client/components/ui/button';
import { detailTexts } from '../detail-texts';
import { GenerateMemoButton } from './generate-memo-button';
import { InvestmentActionsMenu } from './investment-actions-menu';
import { StageMenu } from './stage-menu';

/** Smaller buttons on phones, so Add Note, Generate Memo and the menu share one row at 375 px. */
const phoneButton = 'max-sm:h-8 max-sm:px-3 max-sm:text-xs';

type DetailHeaderProps = { investment: Investment; canEdit: boolean; onAddNote: () => void };

/** SPEC 2 header: name, stage (a menu for those who may change it), strategy and vintage, actions. */
export function DetailHeader({ investment, canEdit, onAddNote }: DetailHeaderProps) {
  return (
    <header className="grid gap-4">
      <Link
        href="/pipeline"
        className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {detailTexts.backToPipeline}
      </Link>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{investment.name}</h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {canEdit ? (
              <StageMenu investment={investment} />
            ) : (
              <StageBadge status={investment.status} className="text-sm" />
            )}
            <span>
              {investment.strategy} · Vintage {investment.vintage}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canEdit && (
            <>
              <Button variant="outline" className={phoneButton} onClick={onAddNote}>
                <MessageSquarePlusIcon aria-hidden />
                {detailTexts.addNote}
              </Button>
              <GenerateMemoButton investmentId={investment.id} className={phoneButton} />
            </>
          )}
          <InvestmentActionsMenu investment={investment} canEdit={canEdit} />
        </div>
      </div>
    </header>
  );
}
