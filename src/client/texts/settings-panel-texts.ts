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
