import { useInfiniteQuery } from '@tanstack/react-query';
import { zAuditPage, type AuditFilters, type AuditPage } from '@shared/audit';
import { apiJson } from '@client/lib/api-client';
import { auditKeys } from '@client/api/query-keys';

/** The filters as a query string, without the ones left unset. */
export function auditSearch(filters: AuditFilters, before?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, before })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function getAuditEvents(filters: AuditFilters, before?: string): Promise<AuditPage> {
  return apiJson(zAuditPage, 'GET', `/api/audit-events${auditSearch(filters, before)}`);
}

/** The trail newest first, a page at a time: each next page starts below the last row shown. */
export function useAuditEvents(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.page(filters),
    queryFn: ({ pageParam }) => getAuditEvents(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
