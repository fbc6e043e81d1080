import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The path a query key spells: its parts joined by '/', and a last object as the query string, so
 * ['/api/investments', 5, 'notes'] is /api/investments/5/notes and ['/api/documents', { investmentId: 3 }]
 * is /api/documents?investmentId=3.
 */
export function queryKeyPath(queryKey: QueryKey): string {
  const last = queryKey.at(-1);
  const params = typeof last === 'object' && last !== null ? (last as Record<string, unknown>) : null;
  const parts = params ? queryKey.slice(0, -1) : queryKey;
  const path = parts
    .map((part, index) => (index === 0 ? String(part) : encodeURIComponent(String(part))))
    .join('/');
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  return `${path}?${search}`;
}

/** SPEC 7: the default fetch GETs the path the query key spells and answers its parsed JSON. */
const getQueryKeyPath: QueryFunction = async ({ queryKey }) => {
  const response = await apiRequest('GET', queryKeyPath(queryKey));
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
