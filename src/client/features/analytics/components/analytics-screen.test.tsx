import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type {
  AnalyticsDealTypes,
  AnalyticsDetailed,
  AnalyticsKeywords,
  AnalyticsRange,
  AnalyticsTrends,
} from '@shared/analytics';
import { screenHeadings } from '@client/texts/screen-headings';
import { catchDownloads } from '@client/testing/catch-downloads';
import { json } from '@client/testing/json-response';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';
import { analyticsTexts, analyticsToasts, rangeLabels, reportSheetNames } from '../analytics-texts';

function trendsFor(range: AnalyticsRange): AnalyticsTrends {
  const scale = range === 'all' ? 1 : 0;
  return {
    range,
    summary: {
      totalInvestments: 12 * scale + 3,
      totalDocuments: 40,
      totalActivities: 9,
      avgDocumentsPerDeal: 2.5,
    },
    dealTrends: {
      byStatus: [
        { name: 'due_diligence', count: 7 },
        { name: 'approved', count: 5 },
      ],
      byGeography: [{ name: 'Europe', count: 8 }],
      byStrategy: [{ name: 'Buyout', count: 12 }],
    },
    documentTrends: {
      processingRate: { processed: 30, processing: 6, total: 40, percent: 75 },
      byType: [{ name: 'ddq', count: 22 }],
      byMonth: [{ month: '2026-05', types: [{ name: 'ddq', count: 22 }] }],
    },
    activityTrends: { recentActivity: 4 },
  };
}

const dealTypes: AnalyticsDealTypes = {
  range: 'all',
  fundTypes: [{ name: 'co-investment', count: 3 }],
  sizeDistribution: [{ name: '$1B to $5B', count: 2 }],
  strategies: [{ name: 'Venture', count: 2, totalTargetSize: 2.7e9 }],
};

const keywords: AnalyticsKeywords = {
  range: 'all',
  documentsAnalyzed: 3,
  topKeywords: [{ word: 'software', count: 41 }],
  industryKeywords: [{ word: 'healthcare', count: 5 }],
  totalWordsAnalyzed: 1234,
  uniqueWords: 321,
  riskKeywords: [{ word: 'leverage', count: 7 }],
  opportunityKeywords: [{ word: 'deal flow', count: 2 }],
};

const noKeywords: AnalyticsKeywords = {
  ...keywords,
  documentsAnalyzed: 0,
  topKeywords: [],
  industryKeywords: [],
  totalWordsAnalyzed: 0,
  uniqueWords: 0,
  riskKeywords: [],
  opportunityKeywords: [],
};

function detailed(kind: 'documents' | 'investments' | 'activity', range: AnalyticsRange): AnalyticsDetailed {
  return kind === 'activity'
    ? {
        kind,
        range,
        total: 1,
        rows: [
          { id: 5, description: 'Moved Fund IV', investmentId: null, createdAt: '2026-05-01T00:00:00.000Z' },
        ],
      }
    : { kind: 'documents', range, total: 0, rows: [] };
}

function renderAnalytics({ keywordResult = keywords, failing = [] as string[] } = {}) {
  return renderApp({
    path: '/analytics',
    user: testUser('viewer'),
    failing,
    routes: (method, path) => {
      const url = new URL(path, 'http://localhost');
      const range = (url.searchParams.get('range') ?? 'all') as AnalyticsRange;
      if (method !== 'GET' || failing.includes(`GET ${url.pathname}`)) return undefined;
      if (url.pathname === '/api/analytics/trends') return json(200, trendsFor(range));
      if (url.pathname === '/api/analytics/deal-types') return json(200, { ...dealTypes, range });
      if (url.pathname === '/api/analytics/keywords') return json(200, { ...keywordResult, range });
      if (url.pathname === '/api/analytics/detailed') {
        return json(200, detailed(url.searchParams.get('kind') as 'activity', range));
      }
      return undefined;
    },
  });
}

/** The bytes of a blob the app built: jsdom's Blob is read through its FileReader. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const tile = (name: string) => screen.getByText(name).parentElement!;

describe('/analytics', () => {
  it('shows the overview of the range, with each chart named and its figures as a table', async () => {
    renderAnalytics();
    // The screen's code is a chunk of its own, fetched on the first visit.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: screenHeadings.analytics.title },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await screen.findByText(analyticsTexts.overview.totalInvestments);
    expect(tile(analyticsTexts.overview.totalInvestments)).toHaveTextContent('15');
    expect(tile(analyticsTexts.overview.percentProcessed)).toHaveTextContent('75%');
    expect(tile(analyticsTexts.overview.recentActivity)).toHaveTextContent('4');
    expect(tile(analyticsTexts.overview.documentsPerDeal)).toHaveTextContent('2.5');
    expect(
      screen.getByRole('img', { name: `${analyticsTexts.overview.byStatus} chart` }),
    ).toBeInTheDocument();
    const statusTable = screen.getByRole('table', { name: analyticsTexts.overview.byStatus });
    expect(
      within(statusTable)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NameCount', 'Due Diligence7', 'Approved5']);
  });

  it('filters every tab by the chosen range', async () => {
    const view = renderAnalytics();
    await screen.findByText(analyticsTexts.overview.totalInvestments);
    await view.user.click(screen.getByRole('combobox', { name: analyticsTexts.rangeLabel }));
    await view.user.click(await screen.findByRole('option', { name: rangeLabels['7d'] }));
    await waitFor(() => expect(tile(analyticsTexts.overview.totalInvestments)).toHaveTextContent('3'));
    expect(view.api.callsTo('GET', '/api/analytics/trends?range=7d')).toHaveLength(1);

    await view.user.click(screen.getByRole('tab', { name: analyticsTexts.tabs.dealTrends }));
    await screen.findByRole('table', { name: analyticsTexts.dealTrends.strategies });
    expect(view.api.callsTo('GET', '/api/analytics/deal-types?range=7d')).toHaveLength(1);
    const strategies = screen.getByRole('table', { name: analyticsTexts.dealTrends.strategies });
    expect(within(strategies).getAllByRole('row')[1]).toHaveTextContent('Venture2$2.7B');
    expect(screen.getByRole('table', { name: analyticsTexts.dealTrends.fundTypes })).toHaveTextContent(
      'Co-Investment3',
    );

    await view.user.click(screen.getByRole('tab', { name: analyticsTexts.tabs.keywords }));
    expect(await screen.findByRole('table', { name: analyticsTexts.keywords.top })).toHaveTextContent(
      'software41',
    );
    expect(view.api.callsTo('GET', '/api/analytics/keywords?range=7d')).toHaveLength(1);
    expect(screen.getByRole('list', { name: analyticsTexts.keywords.riskTerms })).toHaveTextContent(
      'leverage7',
    );
    expect(tile(analyticsTexts.keywords.uniqueWords)).toHaveTextContent('321');
    expect(view.api.calls.filter((call) => call.path.includes('range=all'))).toHaveLength(1);
  });

  it('says so when no document is processed yet', async () => {
    const view = renderAnalytics({ keywordResult: noKeywords });
    await view.user.click(await screen.findByRole('tab', { name: analyticsTexts.tabs.keywords }));
    expect(await screen.findByText(analyticsTexts.noDocuments)).toBeVisible();
  });

  it('shows a failed call with a way to try again', async () => {
    const view = renderAnalytics({ failing: ['GET /api/analytics/trends?range=all'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(analyticsTexts.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(view.api.callsTo('GET', '/api/analytics/trends?range=all')).toHaveLength(1);
  });

  it('asks for detailed rows only once a kind is picked, and shows them as JSON', async () => {
    const view = renderAnalytics();
    await view.user.click(await screen.findByRole('tab', { name: analyticsTexts.tabs.detailed }));
    expect(screen.getByText(analyticsTexts.detailed.pick)).toBeVisible();
    expect(view.api.calls.filter((call) => call.path.startsWith('/api/analytics/detailed'))).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'activity' }));
    const raw = await screen.findByLabelText('activity JSON');
    expect(JSON.parse(raw.textContent ?? '')).toEqual(detailed('activity', 'all'));
    expect(screen.getByRole('button', { name: 'activity' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('exports the range as a workbook with one sheet per tab', async () => {
    const downloads = catchDownloads();
    const view = renderAnalytics();
    await screen.findByText(analyticsTexts.overview.totalInvestments);
    await view.user.click(screen.getByRole('button', { name: analyticsTexts.exportReport }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe('analytics-report-all.xlsx');
    const book = XLSX.read(await bytesOf(downloads[0].file));
    expect(book.SheetNames).toEqual([...reportSheetNames]);
    const overview = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Overview, { header: 1 });
    expect(overview).toContainEqual([analyticsTexts.overview.totalInvestments, 15]);
    const words = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Keywords, { header: 1 });
    expect(words).toContainEqual(['software', 41]);
    expect(view.api.callsTo('POST', '/api/audit-events/exports').map((call) => call.body)).toEqual([
      { kind: 'analytics_report', range: 'all' },
    ]);
  });

  it('saves no report and says so when the export cannot be recorded', async () => {
    const downloads = catchDownloads();
    const view = renderAnalytics({ failing: ['POST /api/audit-events/exports'] });
    await screen.findByText(analyticsTexts.overview.totalInvestments);
    await view.user.click(screen.getByRole('button', { name: analyticsTexts.exportReport }));
    expect(await screen.findByText(analyticsToasts.exportFailed.title)).toBeVisible();
    expect(screen.getByRole('button', { name: analyticsTexts.exportReport })).toBeEnabled();
    expect(downloads).toEqual([]);
  });
});
