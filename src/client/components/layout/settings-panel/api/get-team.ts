import { queryOptions, useQuery } from '@tanstack/react-query';
import { zTeam, type Team } from '@shared/team';
import type { User } from '@shared/user';
import { apiJson } from '@client/lib/api-client';
import { teamKeys } from '@client/api/query-keys';

export function getTeam(): Promise<Team> {
  return apiJson(zTeam, 'GET', '/api/team');
}

export function teamQueryOptions() {
  return queryOptions({ queryKey: teamKeys.team, queryFn: getTeam });
}

/** SPEC 7: the team is fetched only when the user has a teamId. */
export function useTeam(user: User) {
  return useQuery({ ...teamQueryOptions(), enabled: user.teamId != null });
}
