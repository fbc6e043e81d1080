import type { FastifyServerOptions } from 'fastify';
import type { Analyst } from './ai/contracts';
import type { SessionPolicy } from './auth/sessions';
import type { SsoSettings } from './auth/sso-settings';
import type { ReadCaches } from './cache/read-caches';
import type { Clock } from './clock';
import type { Db } from './db/client';
import type { TeamModels } from './modules/ai-model/team-models';
import type { BlobStore } from './storage/blob-store';

/** Everything the HTTP app is built from: main.ts makes the real ones, tests their own. */
export type AppDeps = {
  db: Db;
  blobStore: BlobStore;
  /** The local analyst (or a configured model) that summarises documents and answers questions. */
  analyst: Analyst;
  /** Each team's model settings (the environment's over the team's), shared with the analyst. */
  teamModels: TeamModels;
  /** Tells this process's job worker that work was just queued, so it need not wait for its next poll. */
  wakeWorker: () => void;
  /** This process's job worker, for the health check; absent when it runs none (ROLE=web). */
  worker?: { isRunning: () => boolean };
  caches: ReadCaches;
  clock: Clock;
  sessionPolicy: SessionPolicy;
  /** Built client to serve (dist/client); the API runs alone when absent. */
  clientDir?: string;
  /** Single sign-on (OIDC_*); password sign-in only when absent. */
  sso?: SsoSettings | null;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
};

/** What one module's routes ask for: only the parts of AppDeps they use, so modules and app.ts stay apart. */
export type RouteDeps<Key extends keyof AppDeps> = Pick<AppDeps, Key>;
