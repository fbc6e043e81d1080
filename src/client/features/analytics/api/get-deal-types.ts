import { queryOptions, useQuery } from '@tanstack/react-query';
import { zAnalyticsDealTypes, type AnalyticsRange } from '@shared/analytics';
import { apiJson } from '@client/lib/api-client';
import { analyticsKeys } from '@client/api/query-keys';

export function dealTypesQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: analyticsKeys.dealTypes(range),
    queryFn: () => apiJson(zAnalyticsDealTypes, 'GET', `/api/analytics/deal-types?range=${range}`),
  });
}

export function useDealTypes(range: AnalyticsRange) {
  return useQuery(dealTypesQueryOptions(range));
}
