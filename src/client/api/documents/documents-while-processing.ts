import { useQuery } from '@tanstack/react-query';
import type { DocumentListItem } from '@shared/document';
import { documentsQueryOptions } from './get-documents';

export const processingPollMs = 2000;

/**
 * The one exception to SPEC's "no polling": while a listed document is still processing, the list
 * is asked again every 2 s so the user sees it become Processed (or Error); then it stops.
 */
export function refetchWhileProcessing(documents: readonly DocumentListItem[] | undefined): number | false {
  return documents?.some((document) => document.status === 'processing') ? processingPollMs : false;
}

export function useDocumentsWhileProcessing(investmentId?: number) {
  return useQuery({
    ...documentsQueryOptions(investmentId),
    refetchInterval: (query) => refetchWhileProcessing(query.state.data),
  });
}
