import { useParams } from 'wouter';
import { InvestmentDetailScreen } from '@client/features/investment-detail/components/investment-detail-screen';
import { parseInvestmentId } from '@client/features/investment-detail/parse-investment-id';
import { RequireUser } from '../require-user';

/** /investments/{id} and /pipeline/{id}. */
export function InvestmentDetailRoute() {
  const { id } = useParams<{ id: string }>();
  return (
    <RequireUser>
      <InvestmentDetailScreen id={parseInvestmentId(id)} />
    </RequireUser>
  );
}
