import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  zConnectionTestResult,
  zModelSettingsView,
  type ModelSettingsInput,
} from '@shared/ai-model-settings';
import { apiJson } from '@client/lib/api-client';
import { teamKeys } from '@client/api/query-keys';

/** The team's AI model settings, for its admins (the key only as set and masked). */
export function useAiModelSettings() {
  return useQuery({
    queryKey: teamKeys.aiModel,
    queryFn: () => apiJson(zModelSettingsView, 'GET', '/api/team/ai-model'),
  });
}

export function useSaveAiModelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModelSettingsInput) =>
      apiJson(zModelSettingsView, 'PUT', '/api/team/ai-model', input),
    onSuccess: (view) => queryClient.setQueryData(teamKeys.aiModel, view),
  });
}

/** "Test connection" with the form's values, saved or not. */
export function useTestAiModelConnection() {
  return useMutation({
    mutationFn: (input: ModelSettingsInput) =>
      apiJson(zConnectionTestResult, 'POST', '/api/team/ai-model/test', input),
  });
}
