import type { User } from '@shared/user';
import { Skeleton } from '@client/components/ui/skeleton';
import { useTeamMembers } from './api/get-team-members';
import { SettingsSection } from './settings-section';
import { TeamMemberRow } from './team-member-row';

export function TeamMemberList({ user }: { user: User }) {
  const members = useTeamMembers(user);
  return (
    <SettingsSection title="Members">
      {members.isPending && <Skeleton className="h-24 w-full" />}
      {members.isError && <p className="text-sm text-destructive">Could not load the team members.</p>}
      {members.data && (
        <ul className="divide-y" aria-label="Team members">
          {members.data.map((member) => (
            <TeamMemberRow
              key={member.id}
              member={member}
              isSelf={member.id === user.id}
              canManage={user.role === 'admin'}
            />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
