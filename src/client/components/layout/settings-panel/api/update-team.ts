import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTeam, type Team, type UpdateTeamInput } from '@shared/team';
import { apiJson } from '@client/lib/api-client';
import { teamKeys } from '@client/api/query-keys';

export function updateTeam(input: UpdateTeamInput): Promise<Team> {
  return apiJson(zTeam, 'PATCH', '/api/team', input);
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.team }),
  });
}
