import { SettingsIcon } from 'lucide-react';
import { toasts } from '@client/texts/messages';
import { roleLabels } from '@client/texts/role-labels';
import type { TeamMember } from '@shared/team';
import { Avatar, AvatarFallback } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/use-toast';
import { userInitial } from '../user-initial';

/** A member's name; their e-mail may be private (null), so it is only the fallback when shared. */
function memberName(member: TeamMember): string {
  const fullName = `${member.firstName} ${member.lastName}`.trim();
  return fullName || member.email?.split('@')[0] || 'Unnamed member';
}

type TeamMemberRowProps = { member: TeamMember; isSelf: boolean; canManage: boolean };

export function TeamMemberRow({ member, isSelf, canManage }: TeamMemberRowProps) {
  const showToast = useToast();
  const name = memberName(member);
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar>
        <AvatarFallback aria-hidden>{userInitial(name)}</AvatarFallback>
      </Avatar>
      <div className="grid min-w-0 flex-1 leading-tight">
        <span className="truncate text-sm font-medium">
          {name}
          {isSelf && <span className="text-muted-foreground"> (you)</span>}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {member.email ?? 'E-mail kept private'}
        </span>
      </div>
      <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>{roleLabels[member.role]}</Badge>
      {canManage && !isSelf && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Manage ${name}`}
          onClick={() => showToast(toasts.memberManagement)}
        >
          <SettingsIcon aria-hidden />
        </Button>
      )}
    </li>
  );
}
