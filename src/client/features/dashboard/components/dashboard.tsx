import type { RenderAddInvestmentDialog } from './add-investment-slot';
import { AnalyticsCard } from './analytics-card';
import { DashboardHeader } from './dashboard-header';
import { MetricCards } from './metric-cards';
import { PipelineCard } from './pipeline-card';
import { QuickActionsCard } from './quick-actions-card';
import { RecentDocumentsCard } from './recent-documents-card';

/** SPEC 2 Dashboard: headline metrics, the pipeline at a glance, analytics, shortcuts and documents. */
export function Dashboard({
  renderAddInvestmentDialog,
}: {
  renderAddInvestmentDialog: RenderAddInvestmentDialog;
}) {
  return (
    <>
      <DashboardHeader renderAddInvestmentDialog={renderAddInvestmentDialog} />
      <div className="grid gap-6">
        <MetricCards />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
            <PipelineCard />
            <AnalyticsCard />
          </div>
          <div className="grid min-w-0 content-start gap-6">
            <QuickActionsCard />
            <RecentDocumentsCard />
          </div>
        </div>
      </div>
    </>
  );
}
