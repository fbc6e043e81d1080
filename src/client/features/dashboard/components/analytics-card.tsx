import { ArrowUpRightIcon } from 'lucide-react';
import { Link } from 'wouter';
import { dashboardLinks, dashboardTexts } from '@client/texts/dashboard-texts';
import { dashboardLimits } from '@client/texts/investment-messages';
import { ActivityFeed } from './activity-feed';
import { AnalyticsTiles } from './analytics-tiles';
import { DashboardCard } from './dashboard-card';
import { TopInvestments } from './top-investments';

function SubHeading({ children }: { children: string }) {
  return <h3 className="text-sm font-medium text-muted-foreground">{children}</h3>;
}

/** SPEC 2 Investment Analytics card; its title leads to /analytics. */
export function AnalyticsCard() {
  const title = (
    <Link
      href={dashboardLinks.analytics}
      className="inline-flex items-center gap-1 rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {dashboardTexts.investmentAnalytics}
      <ArrowUpRightIcon aria-hidden className="size-4 text-muted-foreground" />
    </Link>
  );
  return (
    <DashboardCard title={title}>
      <AnalyticsTiles />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <SubHeading>{dashboardTexts.topPerformingInvestments}</SubHeading>
          <TopInvestments label={dashboardTexts.topPerformingInvestments} />
        </div>
        <div className="grid content-start gap-3">
          <SubHeading>{dashboardTexts.recentActivity}</SubHeading>
          <ActivityFeed
            label={dashboardTexts.recentActivity}
            limit={dashboardLimits.recentActivity}
            skeletonRows={dashboardLimits.recentActivity}
          />
        </div>
      </div>
    </DashboardCard>
  );
}
