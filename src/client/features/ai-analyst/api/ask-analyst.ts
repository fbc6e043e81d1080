import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zAnalystChatResponse, type AnalystChatInput, type AnalystChatResponse } from '@shared/analyst-chat';
import { metricsKeys } from '@client/api/query-keys';
import { apiJson } from '@client/lib/api-client';
import { analystKeys } from './analyst-keys';

/** SPEC 7 POST /api/ai/analyst-chat: the answer, its citations, and whether the local analyst stood in. */
export function askAnalyst(input: AnalystChatInput): Promise<AnalystChatResponse> {
  return apiJson(zAnalystChatResponse, 'POST', '/api/ai/analyst-chat', input);
}

export function useAskAnalyst() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askAnalyst,
    // The answer was saved to a conversation and counted as an AI query.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: analystKeys.conversations }),
        queryClient.invalidateQueries({ queryKey: metricsKeys.all }),
      ]),
  });
}
