import { describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from './current-user';
import { ApiError, apiRequest } from './api-client';
import { createQueryClient } from './query-client';

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
