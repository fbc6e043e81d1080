import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@shared/auth';
import { zUser, type User } from '@shared/user';
import { apiJson } from '@client/lib/api-client';
import { useSignInSuccess } from './sign-in-success';

export function register(input: RegisterInput): Promise<User> {
  return apiJson(zUser, 'POST', '/api/register', input);
}

export function useRegister() {
  const onSignedIn = useSignInSuccess();
  return useMutation({ mutationFn: register, onSuccess: onSignedIn });
}
