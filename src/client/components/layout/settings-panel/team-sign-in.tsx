import type { Team } from '@shared/team';
import { useSsoInfo } from '@client/api/sso/get-sso-info';
import { useToast } from '@client/components/ui/use-toast';
import { ssoTexts } from '@client/texts/sso-texts';
import { useUpdateTeamSignIn } from './api/update-team-sign-in';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';

/** With single sign-on set up, an admin may turn the team's password sign-in off. */
export function TeamSignIn({ team }: { team: Team }) {
  const sso = useSsoInfo().data?.sso;
  const update = useUpdateTeamSignIn();
  const showToast = useToast();
  if (!sso) return null;
  return (
    <SettingsSection title={ssoTexts.signInWith(sso.providerName)}>
      <SettingSwitch
        label={ssoTexts.passwordSignIn}
        description={ssoTexts.passwordSignInDescription(sso.providerName)}
        checked={update.isPending ? update.variables.passwordSignIn : team.passwordSignIn}
        disabled={update.isPending}
        onCheckedChange={(passwordSignIn) =>
          update.mutate({ passwordSignIn }, { onError: () => showToast(ssoTexts.saveFailed) })
        }
      />
    </SettingsSection>
  );
}
