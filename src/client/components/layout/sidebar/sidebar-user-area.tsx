import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/current-user';
import { SidebarSignInBlock } from './sidebar-sign-in-block';
import { SidebarUserMenu } from './sidebar-user-menu';

export function SidebarUserArea({ collapsed }: { collapsed: boolean }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Skeleton className="h-12 w-full" />;
  // A failed user fetch is reported in the main area; here it reads as signed out.
  if (!user) return <SidebarSignInBlock collapsed={collapsed} />;
  return <SidebarUserMenu user={user} collapsed={collapsed} />;
}
