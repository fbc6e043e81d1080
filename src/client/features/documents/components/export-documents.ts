import { documentTypeLabel, type DocumentListItem } from '@shared/document';
import type { DocumentFilters, DocumentSort } from '@shared/document-table';
import { recordExport } from '@client/api/audit/record-export';
import { documentColumnLabels, repositoryTexts } from '@client/texts/document-repository-texts';
import { formatFileSize } from '@shared/file-size';
import { toCsv } from '@client/lib/csv';
import { downloadBlob } from '@client/lib/download';

type Column = { label: string; value: (document: DocumentListItem) => string };

function exportColumns(investmentName: (document: DocumentListItem) => string): Column[] {
  return [
    { label: documentColumnLabels.name, value: (document) => document.name },
    { label: documentColumnLabels.type, value: (document) => documentTypeLabel(document.type) },
    { label: documentColumnLabels.investment, value: investmentName },
    { label: documentColumnLabels.fileSize, value: (document) => formatFileSize(document.fileSize, 2) },
    { label: documentColumnLabels.status, value: (document) => document.status },
    { label: documentColumnLabels.createdAt, value: (document) => document.createdAt },
    { label: repositoryTexts.category, value: (document) => document.category },
    { label: repositoryTexts.confidentiality, value: (document) => document.confidentialityLevel },
    { label: 'MIME type', value: (document) => document.mimeType },
  ];
}

/**
 * SPEC leaves Export open: it saves the documents the filters show, in their order, as CSV, once the
 * export is in the audit trail with those filters.
 */
export async function exportDocuments(
  documents: readonly DocumentListItem[],
  investmentName: (document: DocumentListItem) => string,
  view: { filters: DocumentFilters; sort: DocumentSort },
): Promise<void> {
  await recordExport({
    kind: 'documents',
    rowCount: documents.length,
    filters: { ...view.filters, sort: `${view.sort.column} ${view.sort.direction}` },
  });
  const columns = exportColumns(investmentName);
  const csv = toCsv([
    columns.map((column) => column.label),
    ...documents.map((document) => columns.map((column) => column.value(document))),
  ]);
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), repositoryTexts.exportFileName);
}
