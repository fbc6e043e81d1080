import { ArrowRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { dashboardLinks, dashboardTexts } from '@client/texts/dashboard-texts';
import { dashboardPipelineFilters } from '@client/texts/investment-messages';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import type { PipelineFilter } from '../lib/pipeline-preview';
import { DashboardCard } from './dashboard-card';
import { PipelinePreviewList } from './pipeline-preview-list';

/** SPEC 2 Investment Pipeline card: a few live investments, narrowed to funds or co-investments. */
export function PipelineCard() {
  const [filter, setFilter] = useState<PipelineFilter>('all');
  const viewAll = (
    <Button asChild variant="ghost" size="sm">
      <Link href={dashboardLinks.pipeline}>
        {dashboardTexts.viewAll}
        <ArrowRightIcon aria-hidden />
      </Link>
    </Button>
  );
  return (
    <DashboardCard title={dashboardTexts.investmentPipeline} action={viewAll}>
      <Tabs
        value={filter}
        onValueChange={(value) =>
          setFilter(dashboardPipelineFilters.find((option) => option.value === value)?.value ?? 'all')
        }
      >
        <TabsList aria-label="Investment type" className="w-full sm:w-auto sm:self-start">
          {dashboardPipelineFilters.map((option) => (
            <TabsTrigger key={option.value} value={option.value} className="sm:flex-none sm:px-4">
              {option.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {dashboardPipelineFilters.map((option) => (
          <TabsContent key={option.value} value={option.value}>
            <PipelinePreviewList filter={option.value} emptyText={option.empty} />
          </TabsContent>
        ))}
      </Tabs>
    </DashboardCard>
  );
}
