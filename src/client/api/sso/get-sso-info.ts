import { useQuery } from '@tanstack/react-query';
import { zSsoInfo, type SsoInfo } from '@shared/sso';
import { apiJson } from '@client/lib/api-client';

export const ssoInfoKey = ['/api/auth/sso'] as const;

export function getSsoInfo(): Promise<SsoInfo> {
  return apiJson(zSsoInfo, 'GET', '/api/auth/sso');
}

/** Whether single sign-on is offered, and whether passwords still are. */
export function useSsoInfo() {
  return useQuery({ queryKey: ssoInfoKey, queryFn: getSsoInfo, staleTime: 60_000 });
}
