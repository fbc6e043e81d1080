import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { analyticsRanges, type AnalyticsRange } from '@shared/analytics';
import { screenHeadings } from '@client/texts/screen-headings';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { FilterSelect } from '@client/components/ui/filter-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useToast } from '@client/components/ui/use-toast';
import { useAnalyticsTrends } from '../api/get-analytics-trends';
import { useDealTypes } from '../api/get-deal-types';
import { useKeywordTrends } from '../api/get-keyword-trends';
import { analyticsTexts, analyticsToasts, rangeLabels } from '../analytics-texts';
import { DealTrendsTab } from './deal-trends-tab';
import { DetailedTab } from './detailed-tab';
import { exportReport } from './export-report';
import { KeywordsTab } from './keywords-tab';
import { OverviewTab } from './overview-tab';
import { QueryPanel } from './query-panel';

const rangeOptions = analyticsRanges.map((range) => ({ value: range, label: rangeLabels[range] }));
type Tab = keyof typeof analyticsTexts.tabs;

// Radix mounts only the open tab, so each tab asks for what it shows when it is shown.
function OverviewPanel({ range }: { range: AnalyticsRange }) {
  const trends = useAnalyticsTrends(range);
  return <QueryPanel queries={[trends]}>{(data) => <OverviewTab trends={data} />}</QueryPanel>;
}

function DealTrendsPanel({ range }: { range: AnalyticsRange }) {
  const dealTypes = useDealTypes(range);
  const trends = useAnalyticsTrends(range);
  return (
    <QueryPanel queries={[dealTypes, trends]}>
      {(deals, data) => <DealTrendsTab dealTypes={deals} trends={data} />}
    </QueryPanel>
  );
}

function KeywordsPanel({ range }: { range: AnalyticsRange }) {
  const keywords = useKeywordTrends(range);
  return <QueryPanel queries={[keywords]}>{(data) => <KeywordsTab keywords={data} />}</QueryPanel>;
}

/** SPEC 2 Data Analytics: a time range that filters every tab, Export Report, and four tabs. */
export function AnalyticsScreen() {
  const [range, setRange] = useState<AnalyticsRange>('all');
  const [tab, setTab] = useState<Tab>('overview');
  const [exporting, setExporting] = useState(false);
  const queryClient = useQueryClient();
  const showToast = useToast();

  const onExport = () => {
    setExporting(true);
    exportReport(queryClient, range)
      .then(() => showToast(analyticsToasts.exported))
      .catch(() => showToast(analyticsToasts.exportFailed))
      .finally(() => setExporting(false));
  };

  return (
    <>
      <PageHeader heading={screenHeadings.analytics} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FilterSelect
          label={analyticsTexts.rangeLabel}
          value={range}
          onValueChange={setRange}
          options={rangeOptions}
          className="w-44"
        />
        <Button variant="outline" onClick={onExport} disabled={exporting}>
          <Download aria-hidden />
          {exporting ? analyticsTexts.exporting : analyticsTexts.exportReport}
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)}>
        <TabsList className="grid h-auto grid-cols-2 sm:flex sm:h-9">
          {(Object.keys(analyticsTexts.tabs) as Tab[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {analyticsTexts.tabs[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewPanel range={range} />
        </TabsContent>
        <TabsContent value="dealTrends">
          <DealTrendsPanel range={range} />
        </TabsContent>
        <TabsContent value="keywords">
          <KeywordsPanel range={range} />
        </TabsContent>
        <TabsContent value="detailed">
          <DetailedTab range={range} />
        </TabsContent>
      </Tabs>
    </>
  );
}
