import { queryOptions, useQuery } from '@tanstack/react-query';
import { zAnalyticsTrends, type AnalyticsRange } from '@shared/analytics';
import { apiJson } from '@client/lib/api-client';
import { analyticsKeys } from '@client/api/query-keys';

export function analyticsTrendsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: analyticsKeys.trends(range),
    queryFn: () => apiJson(zAnalyticsTrends, 'GET', `/api/analytics/trends?range=${range}`),
  });
}

export function useAnalyticsTrends(range: AnalyticsRange) {
  return useQuery(analyticsTrendsQueryOptions(range));
}
