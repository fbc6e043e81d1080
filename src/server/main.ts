import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summariseDocument } from './ai/local/summarise-document';
import { buildApp } from './app';
import { systemClock } from './clock';
import { readConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { isEmpty, seedDemo } from './db/seed/demo';
import { demoPassword, demoTeamName, demoUsers } from './db/seed/demo-users';
import { createExtractor } from './extraction/extractor';
import { startWorker } from './jobs/worker';
import { loadEnvFile } from './load-env';
import { documentJobHandlers } from './modules/documents/job-handlers';
import { createLocalBlobStore } from './storage/local-blob-store';

loadEnvFile();
const config = readConfig();
const database = await openConfiguredDatabase(config);
const clock = systemClock;
const { db } = database;
const blobStore = createLocalBlobStore(join(config.dataDir, 'files'));

if (config.seedDemo && (await isEmpty(db))) {
  await seedDemo({ db, clock, blobStore });
  console.log(`Seeded the demo team '${demoTeamName}'.`);
}

const extractor = config.role === 'web' ? null : createExtractor(config.extraction);
const worker = extractor
  ? startWorker({
      db,
      clock,
      handlers: documentJobHandlers({ db, clock, blobStore, extractor, summarise: summariseDocument }),
      concurrency: config.extraction.poolSize,
      log: { error: (message) => console.error(message) },
    })
  : null;

const app =
  config.role === 'worker'
    ? null
    : await buildApp({
        db,
        clock,
        blobStore,
        summarise: summariseDocument,
        wakeWorker: () => worker?.wake(),
        sessionPolicy: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
        clientDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
        logger: { level: config.logLevel },
        trustProxy: config.trustProxy,
      });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, closing`);
  await app?.close();
  // Jobs in flight finish or, if the process is killed first, are claimed again after their lease.
  await worker?.stop();
  await extractor?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const where = config.databaseUrl
  ? 'the PostgreSQL server in DATABASE_URL'
  : `embedded PostgreSQL in ${config.dataDir}`;
if (app) {
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nAllocator is running at http://localhost:${config.port} on ${where}.`);
  if (config.seedDemo) {
    console.log(`Demo sign-in (password '${demoPassword}'):`);
    for (const person of demoUsers) console.log(`  ${person.role.padEnd(6)} ${person.email}`);
  }
} else {
  console.log(`Allocator is processing documents on ${where}.`);
}
