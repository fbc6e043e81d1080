import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { SettingsPanel } from './settings-panel/settings-panel';
import { SettingsPanelProvider } from './settings-panel/settings-panel-provider';
import { DesktopSidebar } from './sidebar/desktop-sidebar';
import { MobileNavigation } from './sidebar/mobile-navigation';
import { useSidebar } from './sidebar/sidebar-context';
import { SidebarProvider } from './sidebar/sidebar-provider';

const mainId = 'main-content';

function ShellLayout({ children }: { children: ReactNode }) {
  const { isMobile } = useSidebar();
  return (
    <div className={cn('flex min-h-dvh', isMobile && 'flex-col')}>
      <a
        href={`#${mainId}`}
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      {isMobile ? <MobileNavigation /> : <DesktopSidebar />}
      <main id={mainId} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
        {children}
      </main>
    </div>
  );
}

/** SPEC 2: every screen sits in the same shell, the sidebar (or mobile drawer) and the settings panel. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      <SettingsPanelProvider>
        <ShellLayout>{children}</ShellLayout>
        <SettingsPanel />
      </SettingsPanelProvider>
    </SidebarProvider>
  );
}
