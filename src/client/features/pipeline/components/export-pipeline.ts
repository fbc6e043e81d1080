import type { Investment } from '@shared/investment';
import { investmentTypeLabels } from '@client/texts/investment-messages';
import { investmentStatusLabels } from '@shared/investment-stages';
import { investmentFieldLabels, pipelineExportFileName, type PipelineExportFormat } from '../pipeline-texts';
import type { PipelineFilters } from './pipeline-filters-state';
import type { InvestmentSort } from '@shared/investment-sorting';
import { recordExport } from '@client/api/audit/record-export';
import { toCsv, type CsvCell } from '@client/lib/csv';
import { downloadBlob } from '@client/lib/download';

const exportColumns: { label: string; value: (investment: Investment) => CsvCell }[] = [
  { label: investmentFieldLabels.name, value: (investment) => investment.name },
  { label: investmentFieldLabels.type, value: (investment) => investmentTypeLabels[investment.type] },
  { label: investmentFieldLabels.status, value: (investment) => investmentStatusLabels[investment.status] },
  { label: investmentFieldLabels.strategy, value: (investment) => investment.strategy },
  { label: investmentFieldLabels.targetSize, value: (investment) => investment.targetSize },
  { label: investmentFieldLabels.vintage, value: (investment) => investment.vintage },
  { label: 'IRR', value: (investment) => investment.irr ?? '' },
  { label: 'Multiple', value: (investment) => investment.multiple ?? '' },
  { label: investmentFieldLabels.geography, value: (investment) => investment.geography },
  { label: investmentFieldLabels.fundManager, value: (investment) => investment.fundManager ?? '' },
  { label: 'Last Activity', value: (investment) => investment.lastActivity ?? '' },
];

/** The heading row and one row per investment, in the order the screen shows them. */
export function pipelineExportRows(investments: readonly Investment[]): CsvCell[][] {
  return [
    exportColumns.map((column) => column.label),
    ...investments.map((investment) => exportColumns.map((column) => column.value(investment))),
  ];
}

async function toXlsx(rows: CsvCell[][]): Promise<Blob> {
  // SheetJS is large and only needed on this click, so it is loaded then, outside the main bundle.
  const { utils, write } = await import('@e965/xlsx');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Pipeline');
  const data: ArrayBuffer = write(book, { bookType: 'xlsx', type: 'array' });
  return new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** What the pipeline showed, as the audit trail keeps it. */
export type PipelineView = { filters: PipelineFilters; sort: InvestmentSort | null };

/**
 * Downloads the investments the pipeline currently shows as CSV or Excel, once the export is in the
 * audit trail with the filters and order it was made with.
 */
export async function exportPipeline(
  investments: readonly Investment[],
  format: PipelineExportFormat,
  { filters, sort }: PipelineView,
) {
  await recordExport({
    kind: 'pipeline',
    format,
    rowCount: investments.length,
    filters: { ...filters, sort: sort ? `${sort.column} ${sort.direction}` : null },
  });
  const rows = pipelineExportRows(investments);
  const blob =
    format === 'csv' ? new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }) : await toXlsx(rows);
  downloadBlob(blob, pipelineExportFileName(format));
}
