import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { useSidebar } from './sidebar-context';
import { SidebarContent } from './sidebar-content';

const sidebarId = 'app-sidebar';

/** SPEC 2: on desktop the sidebar toggles between wide (labels) and narrow (icons); open by default. */
export function DesktopSidebar() {
  const { open, toggleOpen } = useSidebar();
  const toggle = (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleOpen}
      aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
      aria-expanded={open}
      aria-controls={sidebarId}
    >
      {open ? <PanelLeftCloseIcon aria-hidden /> : <PanelLeftOpenIcon aria-hidden />}
    </Button>
  );
  return (
    <aside
      id={sidebarId}
      aria-label="Sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 h-dvh shrink-0 border-r border-sidebar-border transition-[width] duration-200',
        open ? 'w-64' : 'w-16',
      )}
    >
      <SidebarContent collapsed={!open} headerAction={toggle} />
    </aside>
  );
}
