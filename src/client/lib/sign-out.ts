/** SPEC 7: signing out is a browser navigation, so the server can end the session and redirect. */
const signOutPath = '/api/logout';

export function signOut(): void {
  window.location.href = signOutPath;
}
