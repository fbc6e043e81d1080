import { useState } from 'react';
import type { Investment } from '@shared/investment';
import { investmentTexts, investmentToasts } from '@client/texts/investment-messages';
import type { ToastText } from '@client/texts/messages';
import { recordExport } from '@client/api/audit/record-export';
import { useDeleteInvestment } from '@client/api/investments/delete-investment';
import { useGenerateMemo } from '@client/api/investments/generate-memo';
import { useUpdateInvestment } from '@client/api/investments/update-investment';
import { useToast } from '@client/components/ui/use-toast';
import { copyText } from '@client/lib/copy-text';
import { downloadBlob } from '@client/lib/download';

export type InvestmentActions = {
  /** Members and admins change investments; viewers only read (the server refuses them too). */
  canWrite: boolean;
  showPlaceholder: (text: ToastText) => void;
  shareLink: (investment: Investment) => Promise<void>;
  generateMemo: (investment: Investment) => void;
  exportData: (investment: Investment) => void;
  archive: (investment: Investment) => void;
  /** Asks for confirmation first (SPEC 5); the screen shows the question for `pendingDelete`. */
  requestDelete: (investment: Investment) => void;
};

/** SPEC 2 row menu actions with their SPEC 8 toasts; one instance serves every row of the screen. */
export function useInvestmentActions(canWrite: boolean) {
  const showToast = useToast();
  const updateInvestment = useUpdateInvestment();
  const deleteInvestment = useDeleteInvestment();
  const generateMemo = useGenerateMemo();
  const [pendingDelete, setPendingDelete] = useState<Investment | null>(null);

  const actions: InvestmentActions = {
    canWrite,
    showPlaceholder: showToast,
    shareLink: async (investment) => {
      const copied = await copyText(investmentTexts.shareUrl(window.location.origin, investment.id));
      showToast(copied ? investmentToasts.linkCopied : investmentToasts.linkCopyFailed);
    },
    generateMemo: (investment) =>
      generateMemo.mutate(investment.id, {
        onSuccess: () => showToast(investmentToasts.memoGenerated),
        onError: () => showToast(investmentToasts.memoFailed),
      }),
    // Recorded in the audit trail first: if that fails, nothing is saved and the failure is said.
    exportData: (investment) =>
      void recordExport({ kind: 'investment_data', investmentId: investment.id }).then(
        () => {
          const json = JSON.stringify(investment, null, 2);
          downloadBlob(
            new Blob([json], { type: 'application/json' }),
            investmentTexts.exportFileName(investment.name),
          );
          showToast(investmentToasts.dataExported);
        },
        () => showToast(investmentToasts.dataExportFailed),
      ),
    archive: (investment) =>
      updateInvestment.mutate(
        { id: investment.id, changes: { status: 'archived' } },
        {
          onSuccess: () => showToast(investmentToasts.archived),
          onError: () => showToast(investmentToasts.archiveFailed),
        },
      ),
    requestDelete: setPendingDelete,
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    deleteInvestment.mutate(pendingDelete.id, {
      onSuccess: () => showToast(investmentToasts.deleted),
      onError: () => showToast(investmentToasts.deleteFailed),
    });
  };

  return { actions, pendingDelete, setPendingDelete, confirmDelete };
}
