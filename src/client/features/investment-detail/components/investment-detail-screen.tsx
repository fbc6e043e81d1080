import { InvestmentDetail } from './investment-detail';
import { InvestmentDetailSkeleton } from './investment-detail-skeleton';
import { InvestmentGate } from './investment-gate';

/** /investments/{id} and /pipeline/{id}. */
export function InvestmentDetailScreen({ id }: { id: number | null }) {
  return (
    <InvestmentGate id={id} skeleton={<InvestmentDetailSkeleton />} title={(investment) => investment.name}>
      {(investment) => <InvestmentDetail investment={investment} />}
    </InvestmentGate>
  );
}
