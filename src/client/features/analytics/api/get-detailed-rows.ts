import { queryOptions, useQuery } from '@tanstack/react-query';
import { zAnalyticsDetailed, type AnalyticsRange, type DetailedKind } from '@shared/analytics';
import { apiJson } from '@client/lib/api-client';
import { analyticsKeys } from '@client/api/query-keys';

export function detailedRowsQueryOptions(kind: DetailedKind, range: AnalyticsRange) {
  return queryOptions({
    queryKey: analyticsKeys.detailed(kind, range),
    queryFn: () => apiJson(zAnalyticsDetailed, 'GET', `/api/analytics/detailed?kind=${kind}&range=${range}`),
  });
}

/** SPEC 7: requested only once a kind is picked. */
export function useDetailedRows(kind: DetailedKind | null, range: AnalyticsRange) {
  return useQuery({ ...detailedRowsQueryOptions(kind ?? 'documents', range), enabled: kind !== null });
}
