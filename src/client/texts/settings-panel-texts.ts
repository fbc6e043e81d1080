import type { SettingsTab } from '@client/lib/constants';

/** SPEC 2 settings panel and user menu wording, written once; the client and tests read it from here. */
export const settingsTabLabels: Record<SettingsTab, string> = {
  personal: 'Personal',
  team: 'Team',
  security: 'Security',
  admin: 'Admin',
};

export const userMenuLabels = {
  userSettings: 'User Settings',
  adminSettings: 'Admin Settings',
  teamMembers: 'Team Members',
  signOut: 'Sign Out',
};

export const settingsPanelLabels = {
  saveProfile: 'Save Profile',
  notifications: 'Notifications',
  displayPreferences: 'Display Preferences',
  inviteMember: 'Invite Member',
  teamSettings: 'Team Settings',
  viewActiveSessions: 'View Active Sessions',
  dangerZone: 'Danger Zone',
  adminControls: 'Admin Controls',
  usageStatistics: 'Usage Statistics',
};

/** The Admin tab's audit trail (issue 26). */
export const auditTrailTexts = {
  title: 'Audit Trail',
  description: 'Who did what, and when: sign-ins, changes, documents read and what the AI was asked.',
  person: 'Person',
  action: 'Action',
  object: 'Object',
  from: 'From',
  to: 'To',
  anyPerson: 'Anyone',
  anyAction: 'Any action',
  anyObject: 'Any object',
  exportCsv: 'Export CSV',
  loadMore: 'Load more',
  loading: 'Loading audit trail...',
  loadFailed: 'Could not load the audit trail',
  empty: 'No recorded actions match these filters.',
  modelCalled: 'sent to the AI model',
  sources: (count: number) => `${count} source${count === 1 ? '' : 's'}`,
  from_address: (address: string) => `from ${address}`,
};
