import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTeam, type Team, type TeamAiAccessInput } from '@shared/team';
import { apiJson } from '@client/lib/api-client';
import { documentKeys, teamKeys } from '@client/api/query-keys';

export function updateTeamAiAccess(input: TeamAiAccessInput): Promise<Team> {
  return apiJson(zTeam, 'PATCH', '/api/team/ai-access', input);
}

/** The levels kept out of AI; the documents' marks change with them, so their lists are refreshed too. */
export function useUpdateTeamAiAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamAiAccess,
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.team, team);
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}
