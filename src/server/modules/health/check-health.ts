import { sql } from 'drizzle-orm';
import type { Health } from '@shared/health';
import type { Db } from '../../db/client';

export type HealthDeps = {
  db: Db;
  /** This process's job worker; absent when it runs none (ROLE=web). */
  worker?: { isRunning: () => boolean };
};

/** Whether the database answers and this process's job worker runs. */
export async function checkHealth(deps: HealthDeps): Promise<Health> {
  const database = await deps.db.execute(sql`select 1`).then(
    () => 'up' as const,
    () => 'down' as const,
  );
  const worker = !deps.worker ? 'none' : deps.worker.isRunning() ? 'running' : 'stopped';
  const status = database === 'up' && worker !== 'stopped' ? 'ok' : 'unavailable';
  return { status, database, worker };
}
