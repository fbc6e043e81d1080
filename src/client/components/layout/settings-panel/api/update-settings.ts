import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsFailedLog } from '@client/texts/messages';
import type { UserSettings } from '@shared/settings';
import { zUser, type User } from '@shared/user';
import { apiJson } from '@client/lib/api-client';
import { userKeys } from '@client/api/query-keys';

export function updateSettings(settings: UserSettings): Promise<User> {
  return apiJson(zUser, 'PATCH', '/api/user/settings', { settings });
}

/**
 * SPEC 2: a toggled setting shows at once, then saves. The cached user takes the new settings
 * before the call; on failure SPEC shows nothing to the user, so the change is logged and undone.
 */
const updateSettingsKey = ['update-settings'] as const;

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateSettingsKey,
    mutationFn: updateSettings,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: userKeys.current });
      const previous = queryClient.getQueryData<User | null>(userKeys.current);
      if (previous) queryClient.setQueryData<User>(userKeys.current, { ...previous, settings });
      return { previous };
    },
    onError: (error, _settings, context) => {
      console.error(settingsFailedLog, error);
      if (context?.previous) queryClient.setQueryData(userKeys.current, context.previous);
    },
    // Refetching while another toggle is still saving would briefly show the older server state.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: updateSettingsKey }) === 1
        ? queryClient.invalidateQueries({ queryKey: userKeys.current })
        : undefined,
  });
}
