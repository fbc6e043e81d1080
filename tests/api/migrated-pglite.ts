import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../src/server/db/client';

const migrationsFolder = join(import.meta.dirname, '../../src/server/db/migrations');

const pgliteManifest = join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json');

/**
 * A name for the migrations and the PGlite they run on as they stand: an image made before either
 * changed is never loaded.
 */
function migrationsDigest(): string {
  const hash = createHash('sha256').update(readFileSync(pgliteManifest));
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An embedded database with every migration applied, for one test file. Creating one from nothing
 * takes seconds on two cores, loading a migrated one's files a fraction of that: the first file to
 * need it migrates a database and keeps its files in the temporary directory, named after the
 * migrations, and every file after loads them.
 */
export async function migratedPglite(): Promise<Database> {
  const image = join(tmpdir(), `allocator-test-pglite-${migrationsDigest()}.tar`);
  const stored = await readFile(image).catch(() => null);
  if (stored) return openDatabase({ kind: 'pglite', loadDataDir: new Blob([stored]) });
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const files = await client.dumpDataDir('none');
  // Written aside and renamed, so a file running alongside never loads half an image.
  const partial = `${image}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, Buffer.from(await files.arrayBuffer()));
  renameSync(partial, image);
  return database;
}
