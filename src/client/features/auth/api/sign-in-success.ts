import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { userKeys } from '@client/api/query-keys';

/** After signing in or registering: reload who is signed in, then go to the start screen. */
export function useSignInSuccess(): () => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: userKeys.current });
    navigate('/');
  };
}
