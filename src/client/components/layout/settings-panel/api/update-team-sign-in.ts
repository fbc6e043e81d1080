import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamSignInInput } from '@shared/sso';
import { zTeam, type Team } from '@shared/team';
import { apiJson } from '@client/lib/api-client';
import { teamKeys } from '@client/api/query-keys';
import { ssoInfoKey } from '@client/api/sso/get-sso-info';

export function updateTeamSignIn(input: TeamSignInInput): Promise<Team> {
  return apiJson(zTeam, 'PATCH', '/api/team/sign-in', input);
}

export function useUpdateTeamSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamSignIn,
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.team, team);
      return queryClient.invalidateQueries({ queryKey: ssoInfoKey });
    },
  });
}
