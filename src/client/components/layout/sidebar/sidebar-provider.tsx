import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useIsMobile } from '@client/lib/use-is-mobile';
import { SidebarContext, type SidebarState } from './sidebar-context';

const storageKey = 'allocator.sidebar-open';

/** The wide/narrow choice survives reloads; storage may be unavailable (private mode), so fall back to open. */
function readStoredOpen(): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== 'false';
  } catch {
    return true;
  }
}

function storeOpen(open: boolean): void {
  try {
    window.localStorage.setItem(storageKey, String(open));
  } catch {
    // Not remembering the choice is harmless.
  }
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(readStoredOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [location] = useLocation();

  // SPEC 2: the mobile drawer closes on route change. Adjusting state while rendering (not in an
  // effect) closes it in the same render that shows the new route, with no flash of the old state.
  const [drawerLocation, setDrawerLocation] = useState(location);
  if (drawerLocation !== location) {
    setDrawerLocation(location);
    setMobileOpen(false);
  }

  const state = useMemo<SidebarState>(
    () => ({
      isMobile,
      open,
      toggleOpen: () => {
        storeOpen(!open);
        setOpen(!open);
      },
      mobileOpen,
      setMobileOpen,
    }),
    [isMobile, open, mobileOpen],
  );

  return <SidebarContext.Provider value={state}>{children}</SidebarContext.Provider>;
}
