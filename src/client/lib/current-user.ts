import { queryOptions, useQuery } from '@tanstack/react-query';
import { zUser, type User } from '@shared/user';
import { apiJson, isUnauthorized } from './api-client';

/** Every screen reads the signed-in user, so its query lives here rather than in one feature. */
export const currentUserQueryKey = ['/api/auth/user'] as const;

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
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
