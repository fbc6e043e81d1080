import type { RenderInvestmentDocuments } from './documents-slot';
import { InvestmentDetail } from './investment-detail';
import { InvestmentDetailSkeleton } from './investment-detail-skeleton';
import { InvestmentGate } from './investment-gate';

/** /investments/{id} and /pipeline/{id}. */
export function InvestmentDetailScreen({
  id,
  renderDocuments,
}: {
  id: number | null;
  renderDocuments: RenderInvestmentDocuments;
}) {
  return (
    <InvestmentGate id={id} skeleton={<InvestmentDetailSkeleton />} title={(investment) => investment.name}>
      {(investment) => <InvestmentDetail investment={investment} renderDocuments={renderDocuments} />}
    </InvestmentGate>
  );
}
