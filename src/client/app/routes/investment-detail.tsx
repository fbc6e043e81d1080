import { useParams } from 'wouter';
import { InvestmentDocuments } from '@client/features/documents/components/investment-documents';
import { InvestmentDetailScreen } from '@client/features/investment-detail/components/investment-detail-screen';
import { parseInvestmentId } from '@client/features/investment-detail/parse-investment-id';
import { RequireUser } from '../require-user';

/** /investments/{id} and /pipeline/{id}; the Documents tab lists with the repository's table. */
export function InvestmentDetailRoute() {
  const { id } = useParams<{ id: string }>();
  return (
    <RequireUser>
      <InvestmentDetailScreen
        id={parseInvestmentId(id)}
        renderDocuments={(props) => <InvestmentDocuments {...props} />}
      />
    </RequireUser>
  );
}
