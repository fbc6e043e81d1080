import { useMutation } from '@tanstack/react-query';
import { figuresCsvFileName, type DocumentFiguresCsvQuery } from '@shared/document-figures';
import { apiRequest } from '@client/lib/api-client';
import { downloadBlob } from '@client/lib/download';
import { queryKeyPath } from '@client/lib/query-client';

export type FiguresCsvRequest = {
  document: { id: number; name: string };
  query: Omit<DocumentFiguresCsvQuery, 'q'> & { q?: string };
};

/**
 * GET /api/documents/{id}/figures.csv: the whole ledger as the tab searches and sorts it, saved through
 * a link download as '{name without extension}-figures.csv', the name the server gives it too.
 */
export async function downloadDocumentFigures({ document, query }: FiguresCsvRequest): Promise<void> {
  const response = await apiRequest(
    'GET',
    queryKeyPath(['/api/documents', document.id, 'figures.csv', query]),
  );
  downloadBlob(await response.blob(), figuresCsvFileName(document.name));
}

export function useDownloadDocumentFigures() {
  return useMutation({ mutationFn: downloadDocumentFigures });
}
