import type { DocumentListItem } from '@shared/document';
import type { DocumentRow } from '../../db/schema';

/** The list fields of a document row (never its blob address, text or search vector). */
export function presentDocument(
  row: Pick<DocumentRow, keyof Omit<DocumentListItem, 'createdAt'> | 'createdAt'>,
): DocumentListItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    status: row.status,
    statusReason: row.statusReason,
    processingNotes: row.processingNotes,
    createdAt: row.createdAt.toISOString(),
    investmentId: row.investmentId,
    category: row.category,
    description: row.description,
    confidentialityLevel: row.confidentialityLevel,
  };
}
