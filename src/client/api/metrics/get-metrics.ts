import { queryOptions, useQuery } from '@tanstack/react-query';
import { zMetrics, type Metrics } from '@shared/metrics';
import { apiJson } from '@client/lib/api-client';
import { metricsKeys } from '../query-keys';

export function getMetrics(): Promise<Metrics> {
  return apiJson(zMetrics, 'GET', '/api/metrics');
}

export function metricsQueryOptions() {
  return queryOptions({ queryKey: metricsKeys.all, queryFn: getMetrics });
}

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}
