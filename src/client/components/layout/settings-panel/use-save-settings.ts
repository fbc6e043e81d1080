import { toasts } from '@client/texts/messages';
import type { UserSettings } from '@shared/settings';
import type { User } from '@shared/user';
import { useToast } from '@client/components/ui/use-toast';
import { useUpdateSettings } from './api/update-settings';

/** Saves one changed part of the settings; the API takes the full object, so the rest is sent as it is. */
export function useSaveSettings(user: User) {
  const { mutate } = useUpdateSettings();
  const showToast = useToast();
  return <Section extends keyof UserSettings>(section: Section, change: Partial<UserSettings[Section]>) => {
    const settings: UserSettings = { ...user.settings, [section]: { ...user.settings[section], ...change } };
    mutate(settings, { onSuccess: () => showToast(toasts.settingsSaved) });
  };
}
