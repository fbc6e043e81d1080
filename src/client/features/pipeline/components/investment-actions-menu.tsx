import {
  ArchiveIcon,
  CalendarIcon,
  DownloadIcon,
  FileTextIcon,
  LinkIcon,
  MoreHorizontalIcon,
  PencilIcon,
  StickyNoteIcon,
  Trash2Icon,
} from 'lucide-react';
import type { Investment } from '@shared/investment';
import { investmentToasts } from '@shared/investment-messages';
import { pipelineActionLabels, pipelineTexts } from '@shared/pipeline-texts';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import type { InvestmentActions } from './use-investment-actions';

/** SPEC 2 row menu. Viewers get only what reads: scheduling, sharing and exporting. */
export function InvestmentActionsMenu({
  investment,
  actions,
}: {
  investment: Investment;
  actions: InvestmentActions;
}) {
  const { canWrite } = actions;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={pipelineTexts.investmentActions(investment.name)}>
          <MoreHorizontalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {canWrite && (
          <>
            <DropdownMenuItem onSelect={() => actions.showPlaceholder(investmentToasts.editPlaceholder)}>
              <PencilIcon aria-hidden />
              {pipelineActionLabels.editInvestment}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.showPlaceholder(investmentToasts.addNotePlaceholder)}>
              <StickyNoteIcon aria-hidden />
              {pipelineActionLabels.addNote}
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuItem onSelect={() => actions.showPlaceholder(investmentToasts.schedulePlaceholder)}>
          <CalendarIcon aria-hidden />
          {pipelineActionLabels.scheduleMeeting}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void actions.shareLink(investment)}>
          <LinkIcon aria-hidden />
          {pipelineActionLabels.shareLink}
        </DropdownMenuItem>
        {canWrite && (
          <DropdownMenuItem onSelect={() => actions.generateMemo(investment)}>
            <FileTextIcon aria-hidden />
            {pipelineActionLabels.generateMemo}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => actions.exportData(investment)}>
          <DownloadIcon aria-hidden />
          {pipelineActionLabels.exportData}
        </DropdownMenuItem>
        {canWrite && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => actions.archive(investment)}>
              <ArchiveIcon aria-hidden />
              {pipelineActionLabels.archive}
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => actions.requestDelete(investment)}>
              <Trash2Icon aria-hidden />
              {pipelineActionLabels.delete}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
