import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zTeamMember, type TeamMember } from '@shared/team';
import type { User } from '@shared/user';
import { apiJson } from '@client/lib/api-client';
import { teamKeys } from '@client/api/query-keys';

export function getTeamMembers(): Promise<TeamMember[]> {
  return apiJson(z.array(zTeamMember), 'GET', '/api/team/members');
}

export function teamMembersQueryOptions() {
  return queryOptions({ queryKey: teamKeys.members, queryFn: getTeamMembers });
}

/** SPEC 7: members are fetched only while the Team tab shows (its caller) and the user has a team. */
export function useTeamMembers(user: User) {
  return useQuery({ ...teamMembersQueryOptions(), enabled: user.teamId != null });
}
