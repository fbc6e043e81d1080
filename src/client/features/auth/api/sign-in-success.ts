import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { currentUserQueryKey } from '@client/lib/current-user';

/** After signing in or registering: reload who is signed in, then go to the start screen. */
export function useSignInSuccess(): () => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    navigate('/');
  };
}
