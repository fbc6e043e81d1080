import { ArchiveIcon, EllipsisIcon, LinkIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Investment } from '@shared/investment';
import { investmentTexts, investmentToasts } from '@client/texts/investment-messages';
import { useDeleteInvestment } from '@client/api/investments/delete-investment';
import { useUpdateInvestment } from '@client/api/investments/update-investment';
import { ActionsMenu } from '@client/components/ui/actions-menu';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useToast } from '@client/components/ui/use-toast';
import { copyText } from '@client/lib/copy-text';
import { detailTexts } from '../detail-texts';

type InvestmentActionsMenuProps = { investment: Investment; canEdit: boolean };

/** SPEC 2 detail menu: Edit, Share Link (the page's own address), Archive, Delete after confirmation. */
export function InvestmentActionsMenu({ investment, canEdit }: InvestmentActionsMenuProps) {
  const showToast = useToast();
  const [, navigate] = useLocation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const updateInvestment = useUpdateInvestment();
  const deleteInvestment = useDeleteInvestment();

  const shareLink = async () => {
    const copied = await copyText(window.location.href);
    showToast(copied ? investmentToasts.linkCopied : investmentToasts.linkCopyFailed);
  };

  const archive = () =>
    updateInvestment.mutate(
      { id: investment.id, changes: { status: 'archived' } },
      {
        onSuccess: () => showToast(investmentToasts.archived),
        onError: () => showToast(investmentToasts.archiveFailed),
      },
    );

  // Awaited rather than given callbacks: the deleted investment's page may go before the answer is
  // handled, and mutate's callbacks are skipped once the component that called it has gone.
  const remove = async () => {
    try {
      await deleteInvestment.mutateAsync(investment.id);
    } catch {
      showToast(investmentToasts.detailDeleteFailed);
      return;
    }
    showToast(investmentToasts.detailDeleted);
    navigate('/pipeline');
  };

  return (
    <>
      <ActionsMenu
        label={detailTexts.actionsMenu}
        icon={EllipsisIcon}
        variant="outline"
        className="max-sm:size-8"
        groups={[
          [
            canEdit && { label: 'Edit', icon: PencilIcon, href: `/pipeline/edit/${investment.id}` },
            { label: 'Share Link', icon: LinkIcon, onSelect: () => void shareLink() },
            canEdit && {
              label: 'Archive',
              icon: ArchiveIcon,
              disabled: investment.status === 'archived' || updateInvestment.isPending,
              onSelect: archive,
            },
          ],
          [
            canEdit && {
              label: 'Delete',
              icon: Trash2Icon,
              destructive: true,
              disabled: deleteInvestment.isPending,
              onSelect: () => setConfirmingDelete(true),
            },
          ],
        ]}
      />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete investment"
        description={investmentTexts.deleteInvestmentConfirm}
        confirmLabel="Delete"
        onConfirm={() => void remove()}
      />
    </>
  );
}
