import { screenHeadings } from '@client/texts/screen-headings';
import { Dashboard } from '@client/features/dashboard/components/dashboard';
import { AddInvestmentDialog } from '@client/features/pipeline/components/add-investment-dialog';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { RequireUser } from '../require-user';

/** SPEC 2 /dashboard; its Add Investment button opens the pipeline's Add New Investment dialog. */
export function DashboardRoute() {
  useDocumentTitle(screenHeadings.dashboard.title);
  return (
    <RequireUser>
      <Dashboard renderAddInvestmentDialog={(props) => <AddInvestmentDialog {...props} />} />
    </RequireUser>
  );
}
