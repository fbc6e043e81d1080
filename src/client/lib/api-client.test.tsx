import { describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from './current-user';
import { ApiError, apiRequest } from './api-client';
import { analyticsKeys, documentKeys, investmentKeys, teamKeys, userKeys } from '@client/api/query-keys';
import { createQueryClient, queryKeyPath } from './query-client';

function stubFetch(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('API client', () => {
  it('sends credentials and JSON', async () => {
    const fetch = stubFetch(new Response('{}', { status: 200 }));

    await apiRequest('PATCH', '/api/team', { name: 'A' });

    expect(fetch).toHaveBeenCalledWith('/api/team', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"A"}',
    });
  });

  it('throws "{status}: {body text}" for a non-ok answer', async () => {
    stubFetch(new Response('{"message":"Forbidden"}', { status: 403 }));

    await expect(apiRequest('GET', '/api/team')).rejects.toThrow('403: {"message":"Forbidden"}');
  });

  it('keeps the error body as the contract reads it and the whole answer beside it', async () => {
    const answer = {
      message: 'Invalid input',
      fieldErrors: { name: ['Required'] },
      errors: [{ fileName: 'a' }],
    };
    stubFetch(new Response(JSON.stringify(answer), { status: 400 }));

    const error = await apiRequest('GET', '/api/team').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({
      message: 'Invalid input',
      fieldErrors: { name: ['Required'] },
    });
    expect((error as ApiError).json).toEqual(answer);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));

    await expect(apiRequest('GET', '/api/team')).rejects.toThrow('502: Bad Gateway');
  });

  it('yields no user for a 401 on the current user', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));

    await expect(getCurrentUser()).resolves.toBeNull();
  });
});

describe('query client', () => {
  it('fetches the path the query key spells, once, and keeps it', async () => {
    const fetch = stubFetch(new Response('{"id":5}', { status: 200 }));
    const queryClient = createQueryClient();

    await expect(queryClient.fetchQuery({ queryKey: ['/api/investments', 5] })).resolves.toEqual({ id: 5 });
    await queryClient.fetchQuery({ queryKey: ['/api/investments', 5] });

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual(['/api/investments/5', expect.objectContaining({ method: 'GET' })]);
  });

  it('spells every key of the factories as the path its call reads', () => {
    expect(queryKeyPath(userKeys.current)).toBe('/api/auth/user');
    expect(queryKeyPath(teamKeys.members)).toBe('/api/team/members');
    expect(queryKeyPath(investmentKeys.notes(7))).toBe('/api/investments/7/notes');
    expect(queryKeyPath(documentKeys.ofInvestment(3))).toBe('/api/documents?investmentId=3');
    expect(queryKeyPath(documentKeys.search('key person'))).toBe('/api/documents?q=key+person');
    expect(queryKeyPath(documentKeys.summary(9))).toBe('/api/documents/9/summary');
    expect(queryKeyPath(analyticsKeys.trends('7d'))).toBe('/api/analytics/trends?range=7d');
    expect(queryKeyPath(analyticsKeys.detailed('activity', 'all'))).toBe(
      '/api/analytics/detailed?kind=activity&range=all',
    );
  });

  it('has SPEC defaults: no refetching, never stale, no retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
