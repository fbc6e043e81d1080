import { UserPlusIcon } from 'lucide-react';
import { toasts } from '@client/texts/messages';
import { settingsPanelLabels } from '@client/texts/settings-panel-texts';
import type { Team } from '@shared/team';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/use-toast';
import { SettingsSection } from './settings-section';

function memberCountText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}

export function TeamOverview({ team, isAdmin }: { team: Team; isAdmin: boolean }) {
  const showToast = useToast();
  const invite = isAdmin ? (
    <Button size="sm" onClick={() => showToast(toasts.inviteMember)}>
      <UserPlusIcon aria-hidden />
      {settingsPanelLabels.inviteMember}
    </Button>
  ) : undefined;
  return (
    <SettingsSection title={team.name} description={memberCountText(team.memberCount)} action={invite}>
      <p className="text-sm whitespace-pre-line text-muted-foreground">
        {team.description || 'No description yet.'}
      </p>
    </SettingsSection>
  );
}
