import { hasRole } from '@shared/roles';
import { useCurrentUser } from '@client/lib/current-user';

/** Viewers read only (the server answers their writes 403), so their screens offer no writes. */
export function useCanEditInvestments(): boolean {
  const { data: user } = useCurrentUser();
  return user ? hasRole(user.role, 'member') : false;
}
