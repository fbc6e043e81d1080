import { LogOutIcon, MonitorSmartphoneIcon } from 'lucide-react';
import { toasts } from '@client/texts/messages';
import { settingsPanelLabels, userMenuLabels } from '@client/texts/settings-panel-texts';
import type { User } from '@shared/user';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/use-toast';
import { signOut } from '@client/lib/sign-out';
import { formatLastLogin } from './last-login';
import { PrivacySettings } from './privacy-settings';
import { SettingsSection } from './settings-section';

export function SecurityTab({ user }: { user: User }) {
  const showToast = useToast();
  return (
    <div className="grid gap-4">
      <PrivacySettings user={user} />
      <SettingsSection title="Account activity">
        <dl className="grid gap-1 text-sm">
          <dt className="text-muted-foreground">Last login</dt>
          <dd className="font-medium">{formatLastLogin(user.lastLoginAt)}</dd>
        </dl>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => showToast(toasts.activeSessions)}
        >
          <MonitorSmartphoneIcon aria-hidden />
          {settingsPanelLabels.viewActiveSessions}
        </Button>
      </SettingsSection>
      <SettingsSection
        title={settingsPanelLabels.dangerZone}
        description="Sign out of Allocator on this device."
        className="border-destructive/50"
      >
        <Button variant="destructive" className="justify-self-start" onClick={signOut}>
          <LogOutIcon aria-hidden />
          {userMenuLabels.signOut}
        </Button>
      </SettingsSection>
    </div>
  );
}
