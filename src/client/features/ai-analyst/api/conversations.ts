import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { zConversation, zConversationSummary, type Conversation } from '@shared/analyst-chat';
import { apiJson, apiRequest } from '@client/lib/api-client';
import { analystKeys } from './analyst-keys';

/** GET /api/ai/conversations: the caller's saved conversations, newest first; loaded while History is open. */
export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: analystKeys.conversations,
    queryFn: () => apiJson(z.array(zConversationSummary), 'GET', '/api/ai/conversations'),
    enabled,
  });
}

export function getConversation(id: number): Promise<Conversation> {
  return apiJson(zConversation, 'GET', `/api/ai/conversations/${id}`);
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/ai/conversations/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analystKeys.conversations }),
  });
}
