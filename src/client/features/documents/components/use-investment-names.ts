import { useCallback, useMemo } from 'react';
import type { DocumentListItem } from '@shared/document';
import { documentTexts } from '@client/texts/document-messages';
import { useInvestments } from '@client/api/investments/get-investments';

/** SPEC 2 Investment column: the investment's name, or General Repository when it has none. */
export function useInvestmentNames() {
  const investments = useInvestments();
  const names = useMemo(
    () => new Map((investments.data ?? []).map((investment) => [investment.id, investment.name])),
    [investments.data],
  );
  const investmentName = useCallback(
    (document: Pick<DocumentListItem, 'investmentId'>) =>
      document.investmentId === null
        ? documentTexts.generalRepository
        : (names.get(document.investmentId) ?? '—'),
    [names],
  );
  return { investments: investments.data ?? [], investmentName };
}
