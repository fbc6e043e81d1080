import { useEffect } from 'react';
import { defaultUserSettings, type UserSettings } from '@shared/settings';
import { useMediaQuery } from './use-media-query';

type AppliedPreferences = Pick<UserSettings['display'], 'theme' | 'compactView'>;

/** Dark and compact are classes on <html>, so every part of the page (portals too) follows them. */
function applyDisplayPreferences(
  root: HTMLElement,
  { theme, compactView }: AppliedPreferences,
  devicePrefersDark: boolean,
): void {
  const dark = theme === 'dark' || (theme === 'system' && devicePrefersDark);
  root.classList.toggle('dark', dark);
  root.classList.toggle('compact', compactView);
  // Native controls and scrollbars follow the page's scheme too.
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Applies the signed-in user's display settings, or the defaults (light) for a visitor; live. */
export function useDisplayPreferences(display: UserSettings['display'] | undefined): void {
  const devicePrefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const { theme, compactView } = display ?? defaultUserSettings.display;
  useEffect(() => {
    applyDisplayPreferences(document.documentElement, { theme, compactView }, devicePrefersDark);
  }, [theme, compactView, devicePrefersDark]);
}
