import { useCurrentUser } from '@client/lib/current-user';
import { useDisplayPreferences } from '@client/lib/display-preferences';

/** Keeps <html> in step with the signed-in user's theme and compact view; renders nothing. */
export function DisplayPreferences() {
  const { data: user } = useCurrentUser();
  useDisplayPreferences(user?.settings.display);
  return null;
}
