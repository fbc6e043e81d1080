import {
  ArchiveIcon,
  CalendarIcon,
  DownloadIcon,
  FileTextIcon,
  LinkIcon,
  PencilIcon,
  StickyNoteIcon,
  Trash2Icon,
} from 'lucide-react';
import type { Investment } from '@shared/investment';
import { investmentToasts } from '@client/texts/investment-messages';
import { pipelineActionLabels, pipelineTexts } from '../pipeline-texts';
import { ActionsMenu } from '@client/components/ui/actions-menu';
import type { InvestmentActions } from './use-investment-actions';

/** SPEC 2 row menu. Viewers get only what reads: scheduling, sharing and exporting. */
export function InvestmentActionsMenu({
  investment,
  actions,
}: {
  investment: Investment;
  actions: InvestmentActions;
}) {
  const { canWrite, showPlaceholder } = actions;
  return (
    <ActionsMenu
      label={pipelineTexts.investmentActions(investment.name)}
      groups={[
        [
          canWrite && {
            label: pipelineActionLabels.editInvestment,
            icon: PencilIcon,
            onSelect: () => showPlaceholder(investmentToasts.editPlaceholder),
          },
          canWrite && {
            label: pipelineActionLabels.addNote,
            icon: StickyNoteIcon,
            onSelect: () => showPlaceholder(investmentToasts.addNotePlaceholder),
          },
          {
            label: pipelineActionLabels.scheduleMeeting,
            icon: CalendarIcon,
            onSelect: () => showPlaceholder(investmentToasts.schedulePlaceholder),
          },
        ],
        [
          {
            label: pipelineActionLabels.shareLink,
            icon: LinkIcon,
            onSelect: () => void actions.shareLink(investment),
          },
          canWrite && {
            label: pipelineActionLabels.generateMemo,
            icon: FileTextIcon,
            onSelect: () => actions.generateMemo(investment),
          },
          {
            label: pipelineActionLabels.exportData,
            icon: DownloadIcon,
            onSelect: () => actions.exportData(investment),
          },
        ],
        [
          canWrite && {
            label: pipelineActionLabels.archive,
            icon: ArchiveIcon,
            onSelect: () => actions.archive(investment),
          },
          canWrite && {
            label: pipelineActionLabels.delete,
            icon: Trash2Icon,
            destructive: true,
            onSelect: () => actions.requestDelete(investment),
          },
        ],
      ]}
    />
  );
}
