import { useParams } from 'wouter';
import { EditInvestmentScreen } from '@client/features/investment-detail/components/edit/edit-investment-screen';
import { parseInvestmentId } from '@client/features/investment-detail/parse-investment-id';
import { RequireUser } from '../require-user';

/** /pipeline/edit/{id}. */
export function EditInvestmentRoute() {
  const { id } = useParams<{ id: string }>();
  return (
    <RequireUser>
      <EditInvestmentScreen id={parseInvestmentId(id)} />
    </RequireUser>
  );
}
