import { z } from 'zod';

/** GET /api/auth/sso: how the sign-in page offers single sign-on; `sso` is null when none is set up. */
export const zSsoInfo = z.object({
  sso: z
    .object({
      providerName: z.string(),
      /** False when the team people join through it signs in with single sign-on only. */
      passwordSignIn: z.boolean(),
      /** Where to also sign out of the provider, when it offers that. */
      endSessionUrl: z.string().nullable(),
    })
    .nullable(),
});
export type SsoInfo = z.infer<typeof zSsoInfo>;

export const ssoStartPath = '/api/auth/sso/start';
/** The sign-in page's address after a refused single sign-on. */
export const ssoFailedPath = '/login?sso=failed';

/** PATCH /api/team/sign-in: whether the team may still sign in with passwords. */
export const zTeamSignInInput = z.object({ passwordSignIn: z.boolean() }).strict();
export type TeamSignInInput = z.infer<typeof zTeamSignInInput>;
