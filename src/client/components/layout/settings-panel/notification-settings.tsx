import type { UserSettings } from '@shared/settings';
import { settingsPanelLabels } from '@client/texts/settings-panel-texts';
import type { User } from '@shared/user';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';
import { useSaveSettings } from './use-save-settings';

const notificationOptions: {
  key: keyof UserSettings['notifications'];
  label: string;
  description: string;
}[] = [
  { key: 'email', label: 'Email notifications', description: 'Receive updates by e-mail.' },
  {
    key: 'documentProcessed',
    label: 'Document processed',
    description: 'When an uploaded document is analysed.',
  },
  {
    key: 'investmentUpdates',
    label: 'Investment updates',
    description: 'When an investment changes stage or details.',
  },
  { key: 'teamActivity', label: 'Team activity', description: 'When teammates add notes or documents.' },
];

export function NotificationSettings({ user }: { user: User }) {
  const save = useSaveSettings(user);
  return (
    <SettingsSection title={settingsPanelLabels.notifications}>
      {notificationOptions.map(({ key, label, description }) => (
        <SettingSwitch
          key={key}
          label={label}
          description={description}
          checked={user.settings.notifications[key]}
          onCheckedChange={(checked) => save('notifications', { [key]: checked })}
        />
      ))}
    </SettingsSection>
  );
}
