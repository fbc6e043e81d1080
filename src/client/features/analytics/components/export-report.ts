import type { QueryClient } from '@tanstack/react-query';
import { detailedKinds, type AnalyticsRange } from '@shared/analytics';
import { downloadBlob } from '@client/lib/download';
import { recordExport } from '@client/api/audit/record-export';
import { analyticsTrendsQueryOptions } from '../api/get-analytics-trends';
import { dealTypesQueryOptions } from '../api/get-deal-types';
import { detailedRowsQueryOptions } from '../api/get-detailed-rows';
import { keywordTrendsQueryOptions } from '../api/get-keyword-trends';
import { reportFileName, reportSheetNames } from '../analytics-texts';
import { reportSheets } from './report-sheets';

/**
 * Downloads the range's four tabs as an Excel workbook, one sheet each, from cached data where it is,
 * once the export is in the audit trail.
 */
export async function exportReport(queryClient: QueryClient, range: AnalyticsRange): Promise<void> {
  await recordExport({ kind: 'analytics_report', range });
  const [trends, dealTypes, keywords, ...detailed] = await Promise.all([
    queryClient.fetchQuery(analyticsTrendsQueryOptions(range)),
    queryClient.fetchQuery(dealTypesQueryOptions(range)),
    queryClient.fetchQuery(keywordTrendsQueryOptions(range)),
    ...detailedKinds.map((kind) => queryClient.fetchQuery(detailedRowsQueryOptions(kind, range))),
  ]);
  // SheetJS is large and only needed on this click, so it is loaded then, outside the screen's bundle.
  const { utils, write } = await import('@e965/xlsx');
  const sheets = reportSheets({ range, trends, dealTypes, keywords, detailed });
  const book = utils.book_new();
  for (const name of reportSheetNames) utils.book_append_sheet(book, utils.aoa_to_sheet(sheets[name]), name);
  const data: ArrayBuffer = write(book, { bookType: 'xlsx', type: 'array' });
  downloadBlob(
    new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    reportFileName(range),
  );
}
