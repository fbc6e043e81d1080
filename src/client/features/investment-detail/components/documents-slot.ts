import type { ReactNode } from 'react';
import type { Investment } from '@shared/investment';

export type InvestmentDocumentsSlotProps = {
  investment: Pick<Investment, 'id' | 'name'>;
  /** What the list shows while the investment has no documents. */
  empty: ReactNode;
};

/**
 * The Documents tab lists the investment's documents with the Document Repository's table, dialog and
 * actions, which belong to the documents feature; features do not import each other, so the app hands
 * the detail page a way to render them.
 */
export type RenderInvestmentDocuments = (props: InvestmentDocumentsSlotProps) => ReactNode;
