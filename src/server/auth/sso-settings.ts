import type { Role } from '@shared/roles';

/** An OpenID Connect provider the team signs in with (OIDC_* variables, see .env.example). */
export type SsoSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's 'Sign in with {providerName}'. */
  providerName: string;
  /** The team a person joins on their first sign-in, with this role. */
  teamId: number;
  role: Role;
  /** E-mail domains that may sign in (lower case); empty lets every verified e-mail in. */
  allowedDomains: string[];
};
