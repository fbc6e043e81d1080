import { queryOptions, useQuery } from '@tanstack/react-query';
import { zUser, type User } from '@shared/user';
import { userKeys } from '@client/api/query-keys';
import { apiJson, isUnauthorized } from './api-client';

/** SPEC 7: a 401 here means "signed out", not a failure, so it yields no user. */
export async function getCurrentUser(): Promise<User | null> {
  try {
    return await apiJson(zUser, 'GET', '/api/auth/user');
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: userKeys.current, queryFn: getCurrentUser });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
