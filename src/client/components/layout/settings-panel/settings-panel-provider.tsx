import { useMemo, useState, type ReactNode } from 'react';
import type { SettingsTab } from '@client/lib/constants';
import { SettingsPanelContext, type SettingsPanelState } from './settings-panel-context';

export function SettingsPanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SettingsTab>('personal');
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null);

  const state = useMemo<SettingsPanelState>(
    () => ({
      open,
      tab,
      // Every request names its tab, so the active tab always resets to what was asked for.
      openSettings: (requested = 'personal', focusAfterwards = null) => {
        setTab(requested);
        setReturnFocusTo(focusAfterwards);
        setOpen(true);
      },
      returnFocusTo,
      setOpen,
      setTab,
    }),
    [open, tab, returnFocusTo],
  );

  return <SettingsPanelContext.Provider value={state}>{children}</SettingsPanelContext.Provider>;
}
