import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { SsoSettings } from '../../auth/sso-settings';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export class SsoRefused extends Error {}

/** What the provider's verified ID token says of the person. */
export type SsoClaims = {
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
}

/**
 * The account a verified sign-in belongs to: the one with its e-mail (a person an admin added, in
 * whatever team), or on a first sign-in a new person in the configured team with the configured role.
 * Refused without a verified e-mail, or one outside the allowed domains.
 */
export async function ssoUser(
  deps: { db: Db; clock: Clock },
  settings: SsoSettings,
  claims: SsoClaims,
): Promise<{ user: UserRow; created: boolean }> {
  const email = text(claims.email).toLowerCase();
  if (!email.includes('@') || claims.email_verified === false) throw new SsoRefused('no verified e-mail');
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (settings.allowedDomains.length > 0 && !settings.allowedDomains.includes(domain))
    throw new SsoRefused(`the domain ${domain} may not sign in`);
  const now = deps.clock.now();
  const [known] = await deps.db
    .update(users)
    .set({ lastLoginAt: now })
    .where(eq(users.email, email))
    .returning();
  if (known) return { user: known, created: false };
  // No password is ever given out: the hash is of random bytes, so only single sign-on opens the account.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const [created] = await deps.db
    .insert(users)
    .values({
      teamId: settings.teamId,
      email,
      passwordHash,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
      role: settings.role,
      lastLoginAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new SsoRefused('the account was created by another sign-in at the same moment');
  return { user: created, created: true };
}
