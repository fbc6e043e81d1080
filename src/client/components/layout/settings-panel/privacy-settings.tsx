import type { User } from '@shared/user';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';
import { useSaveSettings } from './use-save-settings';

export function PrivacySettings({ user }: { user: User }) {
  const save = useSaveSettings(user);
  const { privacy } = user.settings;
  return (
    <SettingsSection title="Privacy">
      <SettingSwitch
        label="Show e-mail"
        description="Teammates see your e-mail address in the member list."
        checked={privacy.showEmail}
        onCheckedChange={(showEmail) => save('privacy', { showEmail })}
      />
      <SettingSwitch
        label="Show profile"
        description="Teammates see your profile details."
        checked={privacy.showProfile}
        onCheckedChange={(showProfile) => save('privacy', { showProfile })}
      />
    </SettingsSection>
  );
}
