import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAnalyst } from './ai/analyst';
import { analystVersion } from './ai/document-reading/analyst-version';
import {
  backfillPassagesHandler,
  backfillPassagesJob,
  queuePassageBackfill,
} from './ai/passages/backfill-passages';
import { buildApp } from './app';
import { systemClock } from './clock';
import { readConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { isEmpty, seedDemo } from './seed/demo';
import { demoPassword, demoTeamName, demoUsers } from './seed/demo-users';
import { createExtractor } from './extraction/extractor';
import { startWorker } from './jobs/worker';
import { loadEnvFile } from './load-env';
import { createSecretBox, dataDirSecret } from './modules/ai-model/secret-box';
import { createTeamModels } from './modules/ai-model/team-models';
import { documentJobHandlers } from './modules/documents/job-handlers';
import { scheduleReanalysis } from './modules/documents/reanalyse-documents';
import { scheduleModelRereadings } from './modules/documents/reread-with-model';
import { stopOnSignals } from './shutdown';
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

// Teams' API keys are sealed with AI_SETTINGS_SECRET; the embedded database keeps its own key file in
// DATA_DIR; on a PostgreSQL server without the secret, keys can be set only in the environment.
const secret =
  config.aiSettingsSecret ?? (database.kind === 'pglite' ? dataDirSecret(config.dataDir) : undefined);
const teamModels = createTeamModels({
  db,
  clock,
  environment: config.model,
  box: secret === undefined ? null : createSecretBox(secret),
});
const analyst = createAnalyst({ db, models: teamModels });
const extractor = config.role === 'web' ? null : createExtractor(config.extraction);
const worker = extractor
  ? startWorker({
      db,
      clock,
      handlers: {
        ...documentJobHandlers({
          db,
          clock,
          blobStore,
          extractor,
          summarise: analyst.summariseDocument,
          readWithModel: analyst.readDocumentWithModel,
        }),
        [backfillPassagesJob]: backfillPassagesHandler({ db, clock }),
      },
      concurrency: config.extraction.poolSize,
      // The embedded database is locked by this process: no other can be running its jobs.
      soleWorker: database.kind === 'pglite',
      log: { info: (message) => console.log(message), error: (message) => console.error(message) },
    })
  : null;
// Documents an older analyst read are read again in the background, a batch at a time.
if (worker) await scheduleReanalysis(db, clock, analystVersion);
// Documents a team's model has not read yet (one just configured, or a re-reading cut short) are read by it.
if (worker) await scheduleModelRereadings(db, clock, teamModels);

const app =
  config.role === 'worker'
    ? null
    : await buildApp({
        db,
        clock,
        blobStore,
        analyst,
        teamModels,
        wakeWorker: () => worker?.wake(),
        worker: worker ?? undefined,
        sessionPolicy: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
        clientDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
        logger: { level: config.logLevel },
        trustProxy: config.trustProxy,
        sso: config.sso,
      });

// Documents processed before the analyst split them into passages get theirs in the background.
if (worker) await queuePassageBackfill({ db, clock });

stopOnSignals({ app, worker, extractor, database, timeoutMs: config.shutdownTimeoutMs });

const where = config.databaseUrl
  ? 'the PostgreSQL server in DATABASE_URL'
  : `embedded PostgreSQL in ${config.dataDir}`;
if (app) {
  await app.listen({ port: config.port, host: config.host });
  // With PORT=0 the system picks a free port: name the one it picked.
  const { port } = app.server.address() as AddressInfo;
  console.log(`\nAllocator is running at http://localhost:${port} on ${where}.`);
  if (config.seedDemo) {
    console.log(`Demo sign-in (password '${demoPassword}'):`);
    for (const person of demoUsers) console.log(`  ${person.role.padEnd(6)} ${person.email}`);
  }
} else {
  console.log(`Allocator is processing documents on ${where}.`);
}
