import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zUser, type UpdateProfileInput, type User } from '@shared/user';
import { apiJson } from '@client/lib/api-client';
import { teamKeys, userKeys } from '@client/api/query-keys';

export function updateProfile(input: UpdateProfileInput): Promise<User> {
  return apiJson(zUser, 'PATCH', '/api/user/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The member list shows the same names, so it is refreshed with the current user.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.current }),
        queryClient.invalidateQueries({ queryKey: teamKeys.members }),
      ]),
  });
}
