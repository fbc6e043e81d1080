import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  zInvestmentChatResponse,
  type InvestmentChatInput,
  type InvestmentChatResponse,
} from '@shared/analyst-chat';
import { apiJson } from '@client/lib/api-client';
import { metricsKeys } from '../query-keys';

/** SPEC 7 POST /api/ai/investment-chat: an answer from one investment's data, with its citations. */
export function askAboutInvestment(input: InvestmentChatInput): Promise<InvestmentChatResponse> {
  return apiJson(zInvestmentChatResponse, 'POST', '/api/ai/investment-chat', input);
}

export function useAskAboutInvestment() {
  const queryClient = useQueryClient();
  // Each answer counts as an AI query on the dashboard.
  return useMutation({
    mutationFn: askAboutInvestment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metricsKeys.all }),
  });
}
