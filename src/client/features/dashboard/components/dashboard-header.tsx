import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { dashboardTexts } from '@client/texts/dashboard-texts';
import { hasRole } from '@shared/roles';
import { screenHeadings } from '@client/texts/screen-headings';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { useCurrentUser } from '@client/lib/current-user';
import type { RenderAddInvestmentDialog } from './add-investment-slot';
import { NotificationsPanel } from './notifications-panel';

/** SPEC 2 dashboard header; viewers cannot add investments, so they are not offered the button. */
export function DashboardHeader({
  renderAddInvestmentDialog,
}: {
  renderAddInvestmentDialog: RenderAddInvestmentDialog;
}) {
  const { data: user } = useCurrentUser();
  const [adding, setAdding] = useState(false);
  const canAdd = user ? hasRole(user.role, 'member') : false;
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4">
      <PageHeader heading={screenHeadings.dashboard} />
      <div className="mb-6 flex flex-wrap gap-2">
        <NotificationsPanel />
        {canAdd && (
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden />
            {dashboardTexts.addInvestment}
          </Button>
        )}
      </div>
      {canAdd && renderAddInvestmentDialog({ open: adding, onOpenChange: setAdding })}
    </div>
  );
}
