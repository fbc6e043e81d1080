import type { Config } from '../config';
import { openDatabase, type Database } from './client';

/** The database the configuration names: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  await database.migrate();
  return database;
}
