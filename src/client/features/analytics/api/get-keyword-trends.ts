import { queryOptions, useQuery } from '@tanstack/react-query';
import { zAnalyticsKeywords, type AnalyticsRange } from '@shared/analytics';
import { apiJson } from '@client/lib/api-client';
import { analyticsKeys } from '@client/api/query-keys';

export function keywordTrendsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: analyticsKeys.keywords(range),
    queryFn: () => apiJson(zAnalyticsKeywords, 'GET', `/api/analytics/keywords?range=${range}`),
  });
}

export function useKeywordTrends(range: AnalyticsRange) {
  return useQuery(keywordTrendsQueryOptions(range));
}
