import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@shared/auth';
import { zUser, type User } from '@shared/user';
import { apiJson } from '@client/lib/api-client';
import { useSignInSuccess } from './sign-in-success';

export function login(input: LoginInput): Promise<User> {
  return apiJson(zUser, 'POST', '/api/login', input);
}

export function useLogin() {
  const onSignedIn = useSignInSuccess();
  return useMutation({ mutationFn: login, onSuccess: onSignedIn });
}
