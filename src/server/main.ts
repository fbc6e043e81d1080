import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { systemClock } from './clock';
import { readConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { isEmpty, seedDemo } from './db/seed/demo';
import { demoPassword, demoTeamName, demoUsers } from './db/seed/demo-users';
import { loadEnvFile } from './load-env';

loadEnvFile();
const config = readConfig();
const database = await openConfiguredDatabase(config);
const clock = systemClock;

if (config.seedDemo && (await isEmpty(database.db))) {
  await seedDemo(database.db, clock);
  console.log(`Seeded the demo team '${demoTeamName}'.`);
}

const app = await buildApp({
  db: database.db,
  clock,
  sessionPolicy: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
  clientDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received, closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl
  ? 'the PostgreSQL server in DATABASE_URL'
  : `embedded PostgreSQL in ${config.dataDir}`;
console.log(`\nAllocator is running at http://localhost:${config.port} on ${where}.`);
if (config.seedDemo) {
  console.log(`Demo sign-in (password '${demoPassword}'):`);
  for (const person of demoUsers) console.log(`  ${person.role.padEnd(6)} ${person.email}`);
}
