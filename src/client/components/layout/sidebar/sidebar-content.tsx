import type { ReactNode } from 'react';
import { Separator } from '@client/components/ui/separator';
import { cn } from '@client/lib/cn';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';
import { SidebarUserArea } from './sidebar-user-area';

/** What the desktop sidebar and the mobile drawer share: brand, navigation, user area. */
export function SidebarContent({
  collapsed,
  headerAction,
}: {
  collapsed: boolean;
  headerAction?: ReactNode;
}) {
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div
        className={cn(
          'flex h-14 shrink-0 items-center gap-2 px-3',
          collapsed ? 'justify-center' : 'justify-between',
        )}
      >
        {!collapsed && <SidebarBrand />}
        {headerAction}
      </div>
      <Separator className="bg-sidebar-border" />
      <SidebarNav collapsed={collapsed} />
      <Separator className="bg-sidebar-border" />
      <div className="p-2">
        <SidebarUserArea collapsed={collapsed} />
      </div>
    </div>
  );
}
