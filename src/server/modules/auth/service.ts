import { eq } from 'drizzle-orm';
import type { LoginInput, RegisterInput } from '@shared/auth';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { teams, users, type UserRow } from '../../db/schema';
import { AppError, RateLimitedError } from '../../errors';
import { clearLoginFailures, loginWaitMs, recordLoginFailure } from '../../auth/login-throttle';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { hashPassword, unknownUserHash, verifyPassword } from '../../auth/password';

type Deps = { db: Db; clock: Clock };

export const emailTakenMessage = 'An account with this e-mail already exists';
export const invalidLoginMessage = 'Invalid email or password';
export const ssoOnlyMessage = 'Your team signs in with single sign-on only.';

/** A refused password, with the account it was tried on (if any) for the audit trail. */
export class SignInRefused extends AppError {
  readonly account: { id: number | null; teamId: number | null; email: string };

  constructor(account: SignInRefused['account']) {
    super('unauthorized', invalidLoginMessage);
    this.account = account;
  }
}
/** 'Please wait 30 seconds', 'Please wait 15 minutes': whole units, rounded up. */
export function throttledMessage(waitSeconds: number): string {
  const minutes = Math.ceil(waitSeconds / 60);
  const wait =
    waitSeconds < 60
      ? `${waitSeconds} second${waitSeconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

/** Creates a team and its first user, who administers it. */
export async function registerTeamAdmin({ db, clock }: Deps, input: RegisterInput): Promise<UserRow> {
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (taken) throw new AppError('conflict', emailTakenMessage);
    const [team] = await tx.insert(teams).values({ name: input.teamName }).returning();
    const [user] = await tx
      .insert(users)
      .values({
        teamId: team.id,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'admin',
        lastLoginAt: clock.now(),
      })
      .returning();
    return user;
  });
}

/** Checks the password, slowing guessers per address and per account-and-address, and records the sign-in. */
export async function signIn(deps: Deps, input: LoginInput & { address: string }): Promise<UserRow> {
  const { db, clock } = deps;
  const attempt = { db, clock, email: input.email, address: input.address };
  const waitSeconds = Math.ceil((await loginWaitMs(attempt)) / 1000);
  if (waitSeconds > 0) throw new RateLimitedError(throttledMessage(waitSeconds), waitSeconds);

  const [found] = await db
    .select({ user: users, passwordSignIn: teams.passwordSignIn })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.email, input.email));
  const user = found?.user;
  const valid = await verifyPassword(input.password, user?.passwordHash ?? unknownUserHash);
  if (!user || !valid) {
    await recordLoginFailure(attempt);
    throw new SignInRefused(user ?? { id: null, teamId: null, email: input.email });
  }
  await clearLoginFailures(attempt);
  if (!found.passwordSignIn) throw new AppError('forbidden', ssoOnlyMessage);
  const [signedIn] = await db
    .update(users)
    .set({ lastLoginAt: clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  return signedIn;
}
