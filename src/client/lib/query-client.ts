import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** SPEC 7: the default fetch GETs the path the query key spells, e.g. ['/api/investments', 5]. */
const getQueryKeyPath: QueryFunction = async ({ queryKey }) => {
  const response = await apiRequest('GET', queryKey.join('/'));
  return response.json();
};

/** SPEC 1 and 9: data is fetched once and kept until a change refreshes it; nothing retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryKeyPath,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
