import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';

/** One database a benchmark runs on, opened lazily so only the one in use holds memory. */
export type BenchDatabase = { label: 'pglite' | 'postgres'; open: () => Promise<Database> };

/**
 * PGlite in memory always; also the PostgreSQL server in BENCH_DATABASE_URL (or TEST_DATABASE_URL) when
 * set, since that is what a firm deploys and PGlite's WASM queries are slower than a server's.
 */
export function benchDatabases(): BenchDatabase[] {
  const databases: BenchDatabase[] = [{ label: 'pglite', open: openPglite }];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) databases.push({ label: 'postgres', open: () => openThrowawayPostgres(serverUrl) });
  return databases;
}

async function openPglite(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  return database;
}

/** A fresh database on the server, dropped on close, so a run never touches anyone's data. */
async function openThrowawayPostgres(serverUrl: string): Promise<Database> {
  const name = `allocator_bench_${randomUUID().replaceAll('-', '')}`;
  await runAdminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropWhenDisconnected(serverUrl, name);
      },
    };
  } catch (error) {
    await dropWhenDisconnected(serverUrl, name);
    throw error;
  }
}

/**
 * pg's Pool.end() resolves before its connections have finished closing, and the pool has no 'error'
 * listener: a forced drop that kills a still-closing connection would crash the process. So wait (up to
 * 5 s) until the server sees no connection to the database; force only terminates what is left after.
 */
async function dropWhenDisconnected(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await admin.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].count === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

async function runAdminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
