import type { QueryClient } from '@tanstack/react-query';
import { activityKeys, analyticsKeys, documentKeys, investmentKeys, metricsKeys } from './query-keys';

/**
 * SPEC 7: after a change, the cached investment, investment list, activities and documents queries
 * are refreshed (and the dashboard metrics and analytics, which count them).
 */
export function refreshAfterChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [investmentKeys.all, activityKeys.all, documentKeys.all, metricsKeys.all, analyticsKeys.all].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
