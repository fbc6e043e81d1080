import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/** Failed sign-ins allowed in the window before further tries are refused. */
export const loginThrottle = { windowMs: 15 * 60 * 1000, perAccount: 10, perAddress: 50 } as const;

/** True when the account or the address has failed too often within the window. */
export async function isLoginThrottled(options: {
  db: Db;
  clock: Clock;
  email: string;
  address: string;
}): Promise<boolean> {
  const since = new Date(options.clock.now().getTime() - loginThrottle.windowMs);
  const [row] = await options.db
    .select({
      account: sql<number>`count(*) filter (where ${loginFailures.email} = ${options.email})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${loginFailures.address} = ${options.address})`.mapWith(
        Number,
      ),
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.createdAt, since),
        or(eq(loginFailures.email, options.email), eq(loginFailures.address, options.address)),
      ),
    );
  return row.account >= loginThrottle.perAccount || row.address >= loginThrottle.perAddress;
}

export async function recordLoginFailure(options: {
  db: Db;
  clock: Clock;
  email: string;
  address: string;
}): Promise<void> {
  const now = options.clock.now();
  await options.db
    .insert(loginFailures)
    .values({ email: options.email, address: options.address, createdAt: now });
  // Old rows say nothing any more; dropping them here keeps the table small without a sweeper.
  await options.db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - loginThrottle.windowMs)));
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
