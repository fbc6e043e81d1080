import type { User } from '@shared/user';
import { Skeleton } from '@client/components/ui/skeleton';
import { useTeam } from './api/get-team';
import { TeamMemberList } from './team-member-list';
import { TeamOverview } from './team-overview';
import { TeamAiAccess } from './team-ai-access';
import { TeamSettingsForm } from './team-settings-form';
import { TeamSignIn } from './team-sign-in';

export function TeamTab({ user }: { user: User }) {
  const team = useTeam(user);
  const isAdmin = user.role === 'admin';
  return (
    <div className="grid gap-4">
      {team.isPending && <Skeleton className="h-24 w-full" />}
      {team.isError && <p className="text-sm text-destructive">Could not load your team.</p>}
      {team.data && <TeamOverview team={team.data} isAdmin={isAdmin} />}
      <TeamMemberList user={user} />
      {/* Keyed by the saved values: after a save the form restarts from what the server stored. */}
      {isAdmin && team.data && (
        <TeamSettingsForm key={`${team.data.name}\n${team.data.description}`} team={team.data} />
      )}
      {isAdmin && team.data && <TeamAiAccess team={team.data} />}
      {isAdmin && team.data && <TeamSignIn team={team.data} />}
      {!isAdmin && (
        <p className="text-sm text-muted-foreground">Only team admins can change team settings.</p>
      )}
    </div>
  );
}
