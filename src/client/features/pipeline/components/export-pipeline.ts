import type { Investment } from '@shared/investment';
import { investmentTypeLabels } from '@shared/investment-messages';
import { investmentStatusLabels } from '@shared/investment-stages';
import {
  investmentFieldLabels,
  pipelineExportFileName,
  type PipelineExportFormat,
} from '@shared/pipeline-texts';
import { downloadBlob } from '@client/lib/download';

type Cell = string | number;

const exportColumns: { label: string; value: (investment: Investment) => Cell }[] = [
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
export function pipelineExportRows(investments: readonly Investment[]): Cell[][] {
  return [
    exportColumns.map((column) => column.label),
    ...investments.map((investment) => exportColumns.map((column) => column.value(investment))),
  ];
}

/**
 * OWASP's CSV-injection list: Excel, LibreOffice and Google Sheets run a cell that starts with one of
 * these as a formula, and names and strategies are typed by anyone on the team.
 */
const formulaStart = /^[=+\-@\t\r\n]/;
/** A signed figure such as -12, -3.2% or +0.5 runs nothing, so it stays a number in the sheet. */
const plainNumber = /^[-+]?(\d+(\.\d*)?|\.\d+)%?$/;

/**
 * One CSV cell: text a spreadsheet would run as a formula gets a leading quote, which makes it
 * text; a cell holding a quote, a line break or a separator is quoted (a semicolon too, since Excel
 * splits on it where the decimal separator is a comma).
 */
function csvCell(cell: Cell): string {
  const text = String(cell);
  const guarded = formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** RFC 4180 CSV with a byte-order mark, so Excel reads the text as UTF-8. */
export function toCsv(rows: readonly Cell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

async function toXlsx(rows: Cell[][]): Promise<Blob> {
  // SheetJS is large and only needed on this click, so it is loaded then, outside the main bundle.
  const { utils, write } = await import('@e965/xlsx');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Pipeline');
  const data: ArrayBuffer = write(book, { bookType: 'xlsx', type: 'array' });
  return new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Downloads the investments the pipeline currently shows as CSV or Excel. */
export async function exportPipeline(investments: readonly Investment[], format: PipelineExportFormat) {
  const rows = pipelineExportRows(investments);
  const blob =
    format === 'csv' ? new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }) : await toXlsx(rows);
  downloadBlob(blob, pipelineExportFileName(format));
}
