import { Link, useLocation } from 'wouter';
import { navigationEntries } from '@client/components/layout/sidebar/navigation-entries';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';
import { cn } from '@client/lib/cn';
import { isEntryActive, navigationIcons } from './navigation-icons';

/** SPEC 2 navigation entries; when the sidebar is narrow only icons show, named by tooltip and for screen readers. */
export function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-2 py-3">
      <ul className="flex flex-col gap-1">
        {navigationEntries.map(({ path, label }) => {
          const Icon = navigationIcons[path];
          const active = isEntryActive(path, location);
          const link = (
            <Link
              href={path}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground/80 transition-colors outline-none',
                'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
                active && 'bg-sidebar-accent text-sidebar-accent-foreground',
                collapsed && 'justify-center px-0',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              <span className={cn(collapsed && 'sr-only')}>{label}</span>
            </Link>
          );
          return (
            <li key={path}>
              {collapsed ? (
                <Tooltip>
                  <TooltipTrigger asChild>{link}</TooltipTrigger>
                  <TooltipContent side="right">{label}</TooltipContent>
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
