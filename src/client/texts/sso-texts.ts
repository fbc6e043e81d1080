import type { ToastText } from './messages';

/** Issue 26: single sign-on on the sign-in page and in the team's settings. */
export const ssoTexts = {
  signInWith: (provider: string) => `Sign in with ${provider}`,
  or: 'or with your password',
  failed: 'Single sign-on did not complete. Please try again, or ask your administrator.',
  ssoOnly: (provider: string) => `Your team signs in with ${provider}.`,
  signOutOfProvider: (provider: string) => `Also sign out of ${provider}`,
  passwordSignIn: 'Password sign-in',
  passwordSignInDescription: (provider: string) => `Off: the team's people sign in with ${provider} only.`,
  saveFailed: {
    title: 'Error',
    description: 'Failed to change how the team signs in.',
    destructive: true,
  } satisfies ToastText,
};
