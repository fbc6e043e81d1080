/** SPEC 9 business constants used by more than one screen. */
export const mobileBreakpointPx = 768;

export const toastLimit = 1;
export const toastDurationMs = 5000;
export const toastSwipeThresholdPx = 50;

export const tooltipDelayMs = 700;
export const tooltipSkipDelayMs = 300;

/** Admin Usage Statistics are fixed figures in SPEC 9. */
export const adminUsageStatistics = [
  { label: 'Investments', value: '24' },
  { label: 'Documents', value: '156' },
  { label: 'AI Queries', value: '1,234' },
] as const;

/** Admin Controls whose actions are 'Coming Soon' (SPEC 8). */
export const adminControls = ['Audit Logs', 'Billing Management', 'Email Templates', 'Data Export'] as const;

export const settingsTabs = ['personal', 'team', 'security', 'admin'] as const;
export type SettingsTab = (typeof settingsTabs)[number];
