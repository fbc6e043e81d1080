import { useRef } from 'react';
import { ChevronsUpDownIcon, LogOutIcon, ShieldIcon, UserCogIcon, UsersIcon } from 'lucide-react';
import type { SettingsTab } from '@client/lib/constants';
import { roleLabels } from '@client/texts/role-labels';
import { userMenuLabels } from '@client/texts/settings-panel-texts';
import { displayName, type User } from '@shared/user';
import { Avatar, AvatarFallback } from '@client/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { cn } from '@client/lib/cn';
import { signOut } from '@client/lib/sign-out';
import { useSettingsPanel } from '../settings-panel/settings-panel-context';
import { userInitial } from '../user-initial';
import { useSidebar } from './sidebar-context';

/** SPEC 2: the signed-in user at the bottom of the sidebar, with the account menu. */
export function SidebarUserMenu({ user, collapsed }: { user: User; collapsed: boolean }) {
  const { setMobileOpen } = useSidebar();
  const { openSettings } = useSettingsPanel();
  const name = displayName(user);
  const roleLabel = roleLabels[user.role];

  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = (tab: SettingsTab) => {
    // The drawer is a modal of its own; close it so the settings panel is the only one open.
    setMobileOpen(false);
    openSettings(tab, triggerRef.current);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={triggerRef}
        className={cn(
          'flex w-full items-center gap-3 rounded-md p-2 text-left text-sm outline-none hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-sidebar-accent',
          collapsed && 'justify-center p-1',
        )}
      >
        <Avatar>
          <AvatarFallback aria-hidden>{userInitial(name)}</AvatarFallback>
        </Avatar>
        <span className={cn('grid min-w-0 flex-1 leading-tight', collapsed && 'sr-only')}>
          <span className="truncate font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{roleLabel}</span>
        </span>
        {!collapsed && <ChevronsUpDownIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />}
      </DropdownMenuTrigger>
      <DropdownMenuContent side={collapsed ? 'right' : 'top'} align="start" className="w-56">
        <DropdownMenuLabel className="grid leading-tight">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => open('personal')}>
          <UserCogIcon aria-hidden />
          {userMenuLabels.userSettings}
        </DropdownMenuItem>
        {user.role === 'admin' && (
          <DropdownMenuItem onSelect={() => open('admin')}>
            <ShieldIcon aria-hidden />
            {userMenuLabels.adminSettings}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => open('team')}>
          <UsersIcon aria-hidden />
          {userMenuLabels.teamMembers}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={signOut}>
          <LogOutIcon aria-hidden />
          {userMenuLabels.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
