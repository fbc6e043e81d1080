import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zDocumentListItem, type DocumentListItem } from '@shared/document';
import { apiJson } from '@client/lib/api-client';
import { documentKeys } from '../query-keys';

export function getDocuments(investmentId?: number): Promise<DocumentListItem[]> {
  const query = investmentId === undefined ? '' : `?investmentId=${investmentId}`;
  return apiJson(z.array(zDocumentListItem), 'GET', `/api/documents${query}`);
}

export function documentsQueryOptions(investmentId?: number) {
  return queryOptions({
    queryKey: investmentId === undefined ? documentKeys.all : documentKeys.ofInvestment(investmentId),
    queryFn: () => getDocuments(investmentId),
  });
}

/** All the team's documents, or one investment's (SPEC 7 GET /api/documents?investmentId=). */
export function useDocuments(investmentId?: number) {
  return useQuery(documentsQueryOptions(investmentId));
}
