/** SPEC 8 toasts as title / message, written once; screens and tests read them from here. */
export type ToastText = { title: string; description?: string; destructive?: boolean };

export const toasts = {
  profileSaved: { title: 'Profile updated', description: 'Your profile information has been saved.' },
  profileFailed: {
    title: 'Error',
    description: 'Failed to update profile. Please try again.',
    destructive: true,
  },
  settingsSaved: { title: 'Settings updated', description: 'Your preferences have been saved.' },
  teamSaved: { title: 'Team updated', description: 'Team settings have been saved successfully.' },
  teamFailed: {
    title: 'Error',
    description: 'Failed to update team settings. Please try again.',
    destructive: true,
  },
  inviteMember: { title: 'Invite Team Member', description: 'Team invitation feature coming soon.' },
  memberManagement: { title: 'Member Settings', description: 'Member management features coming soon.' },
  activeSessions: {
    title: 'Active Sessions',
    description: 'Session management will be available in a future update.',
  },
  comingSoon: (feature: string): ToastText => ({ title: 'Coming Soon', description: feature }),
} satisfies Record<string, ToastText | ((...args: never[]) => ToastText)>;

/** Internal only: SPEC shows no message when saving settings fails. */
export const settingsFailedLog = 'Failed to update settings';

export const texts = {
  signInToContinue: 'Sign in to continue',
  notFoundTitle: '404 Page Not Found',
  lastLoginNever: 'Never',
  /** Offered wherever something could not be loaded. */
  retry: 'Try again',
};
