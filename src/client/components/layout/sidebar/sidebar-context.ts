import { createContext, useContext } from 'react';

export type SidebarState = {
  isMobile: boolean;
  /** Desktop: wide (true) or narrow (false). */
  open: boolean;
  toggleOpen: () => void;
  /** Mobile: whether the slide-out drawer is showing. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
};

export const SidebarContext = createContext<SidebarState | null>(null);

/** SPEC 8: using the sidebar outside its provider is a developer error, so it fails loudly. */
export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used within <SidebarProvider>');
  return state;
}
