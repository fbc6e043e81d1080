import { and, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * OWASP's advice against password guessing without handing anyone a way to lock others out: a few free
 * tries, then a delay that doubles with each further failure, per address and per account-and-address,
 * so a guesser at one address is slowed to a crawl while the owner signs in from anywhere else. A
 * ceiling per account, high enough that only guessing from many addresses reaches it, stops a spread-out
 * attack; an admin can clear it.
 */
export const loginThrottle = {
  /** Failures older than this are forgotten. */
  windowMs: 60 * 60 * 1000,
  freePerAccountAndAddress: 5,
  freePerAddress: 20,
  perAccountCeiling: 100,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
} as const;

type Attempt = { db: Db; clock: Clock; email: string; address: string };

/** How long after the last of `failures` the next try must wait: none while tries are still free. */
function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(loginThrottle.maxDelayMs, loginThrottle.firstDelayMs * 2 ** (failures - free));
}

/** Milliseconds this account at this address must wait before its password is checked; 0 when it may try now. */
export async function loginWaitMs({ db, clock, email, address }: Attempt): Promise<number> {
  const now = clock.now().getTime();
  const pair = sql`${eq(loginFailures.email, email)} and ${eq(loginFailures.address, address)}`;
  const count = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  // The time of the last failure, 0 when there is none (the driver answers a Date or a string).
  const last = (where: SQL) =>
    sql<number>`max(${loginFailures.createdAt}) filter (where ${where})`.mapWith((value: unknown) =>
      value === null ? 0 : new Date(value as string).getTime(),
    );
  const [row] = await db
    .select({
      pair: count(pair),
      pairLast: last(pair),
      address: count(eq(loginFailures.address, address)),
      addressLast: last(eq(loginFailures.address, address)),
      account: count(eq(loginFailures.email, email)),
      accountLast: last(eq(loginFailures.email, email)),
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.createdAt, new Date(now - loginThrottle.windowMs)),
        or(eq(loginFailures.email, email), eq(loginFailures.address, address)),
      ),
    );
  const until = Math.max(
    row.pairLast + delayAfter(row.pair, loginThrottle.freePerAccountAndAddress),
    row.addressLast + delayAfter(row.address, loginThrottle.freePerAddress),
    row.account >= loginThrottle.perAccountCeiling ? row.accountLast + loginThrottle.maxDelayMs : 0,
  );
  return Math.max(0, until - now);
}

export async function recordLoginFailure({ db, clock, email, address }: Attempt): Promise<void> {
  const now = clock.now();
  await db.insert(loginFailures).values({ email, address, createdAt: now });
  // Old rows say nothing any more; dropping them here keeps the table small without a sweeper.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - loginThrottle.windowMs)));
}

/** After a sign-in: this address's failures for the account go, a guesser's elsewhere stay. */
export async function clearLoginFailures({ db, email, address }: Omit<Attempt, 'clock'>): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
}

/** An admin's unlock: every failure recorded against the account, from any address, is forgotten. */
export async function clearAccountLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
