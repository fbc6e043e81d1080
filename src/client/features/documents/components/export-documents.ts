import { documentTypeLabel, type DocumentListItem } from '@shared/document';
import { documentColumnLabels, repositoryTexts } from '@shared/document-repository-texts';
import { formatMegabytes } from '@shared/file-size';
import { downloadBlob } from '@client/lib/download';

type Column = { label: string; value: (document: DocumentListItem) => string };

function exportColumns(investmentName: (document: DocumentListItem) => string): Column[] {
  return [
    { label: documentColumnLabels.name, value: (document) => document.name },
    { label: documentColumnLabels.type, value: (document) => documentTypeLabel(document.type) },
    { label: documentColumnLabels.investment, value: investmentName },
    { label: documentColumnLabels.fileSize, value: (document) => formatMegabytes(document.fileSize, 2) },
    { label: documentColumnLabels.status, value: (document) => document.status },
    { label: documentColumnLabels.createdAt, value: (document) => document.createdAt },
    { label: repositoryTexts.category, value: (document) => document.category },
    { label: repositoryTexts.confidentiality, value: (document) => document.confidentialityLevel },
    { label: 'MIME type', value: (document) => document.mimeType },
  ];
}

/**
 * Quotes a cell for CSV. A spreadsheet runs a cell starting with =, +, - or @ as a formula, and
 * document names are typed by anyone on the team, so such text is prefixed with a quote.
 */
function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function documentsCsv(
  documents: readonly DocumentListItem[],
  investmentName: (document: DocumentListItem) => string,
): string {
  const columns = exportColumns(investmentName);
  const lines = [
    columns.map((column) => csvCell(column.label)),
    ...documents.map((document) => columns.map((column) => csvCell(column.value(document)))),
  ];
  return lines.map((cells) => cells.join(',')).join('\r\n');
}

/** SPEC leaves Export open: it saves the documents the filters show, in their order, as CSV. */
export function exportDocuments(
  documents: readonly DocumentListItem[],
  investmentName: (document: DocumentListItem) => string,
): void {
  // The byte-order mark makes Excel read the file as UTF-8 (names may hold accents).
  const blob = new Blob(['\uFEFF', documentsCsv(documents, investmentName)], {
    type: 'text/csv;charset=utf-8',
  });
  downloadBlob(blob, repositoryTexts.exportFileName);
}
