import { screenHeadings } from '@client/texts/screen-headings';
import { PageHeader } from '@client/components/layout/page-header';
import { useCanEditInvestments } from '../../use-can-edit-investments';
import { InvestmentGate } from '../investment-gate';
import { EditInvestmentForm } from './edit-investment-form';
import { EditInvestmentSkeleton } from './edit-investment-skeleton';
import { ViewerCannotEdit } from './viewer-cannot-edit';

/** /pipeline/edit/{id}. */
export function EditInvestmentScreen({ id }: { id: number | null }) {
  const canEdit = useCanEditInvestments();
  const { title } = screenHeadings.editInvestment;
  return (
    <InvestmentGate
      id={id}
      skeleton={<EditInvestmentSkeleton />}
      title={(investment) => `${title}: ${investment.name}`}
    >
      {(investment) => (
        <div className="grid max-w-4xl">
          <PageHeader heading={{ title, subtitle: investment.name }} />
          {canEdit ? (
            <EditInvestmentForm investment={investment} />
          ) : (
            <ViewerCannotEdit investmentId={investment.id} />
          )}
        </div>
      )}
    </InvestmentGate>
  );
}
