import { createContext, useContext } from 'react';
import type { SettingsTab } from '@client/lib/constants';

export type SettingsPanelState = {
  open: boolean;
  tab: SettingsTab;
  /**
   * Opens the panel on the chosen tab (SPEC 2: default personal). Focus goes back to `returnFocusTo`
   * when it closes, since the menu item that opened it is gone by then.
   */
  openSettings: (tab?: SettingsTab, returnFocusTo?: HTMLElement | null) => void;
  /** Where focus goes when the panel closes, if still on the page. */
  returnFocusTo: HTMLElement | null;
  setOpen: (open: boolean) => void;
  setTab: (tab: SettingsTab) => void;
};

export const SettingsPanelContext = createContext<SettingsPanelState | null>(null);

export function useSettingsPanel(): SettingsPanelState {
  const state = useContext(SettingsPanelContext);
  if (!state) throw new Error('useSettingsPanel must be used within <SettingsPanelProvider>');
  return state;
}
