import { resolve } from 'node:path';
import { z } from 'zod';
import type { ModelEnvironment } from './ai/model/model-source';
import { roles } from '@shared/roles';
import type { SsoSettings } from './auth/sso-settings';

const zBooleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Every environment variable the server reads, validated once at start (see .env.example). */
const zEnvironment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: zBooleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: zBooleanFlag.default(false),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  EXTRACTION_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  EXTRACTION_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  EXTRACTION_MEMORY_MB: z.coerce.number().int().min(128).max(8192).default(512),
  OCR_LANGUAGES: z
    .string()
    .regex(/^(off|[a-z]{3}(_[a-z]+)?(\+[a-z]{3}(_[a-z]+)?)*)$/, 'off, or codes such as eng or eng+deu')
    .default('eng'),
  OCR_PAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
  AI_READING_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  AI_DOCUMENT_TOKEN_BUDGET: z.coerce.number().int().min(1000).max(10_000_000).optional(),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  AI_SETTINGS_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().max(60).default('SSO'),
  OIDC_TEAM_ID: z.coerce.number().int().positive().optional(),
  OIDC_ROLE: z.enum(roles).default('viewer'),
  OIDC_ALLOWED_DOMAINS: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof zEnvironment>['LOG_LEVEL'];
  trustProxy: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** all: serve and process documents; web: serve only; worker: process only (same code, more processes). */
  role: 'all' | 'web' | 'worker';
  extraction: {
    poolSize: number;
    timeoutMs: number;
    maxMemoryMb: number;
    /** Scanned PDF pages: tesseract's languages (none turns OCR off) and each page's time. */
    ocr: { languages: string[]; pageTimeoutMs: number };
  };
  /** On SIGTERM or SIGINT, how long running requests and jobs may take to finish before the process exits. */
  shutdownTimeoutMs: number;
  /**
   * An OpenAI-compatible model for the analyst and for reading documents, as far as the environment sets
   * it; each value set here wins over a team's own settings (Settings, Admin, AI model).
   */
  model: ModelEnvironment;
  /** Seals the API keys teams save; without it, the embedded database keeps a key file in DATA_DIR. */
  aiSettingsSecret: string | undefined;
  /** Single sign-on through an OpenID Connect provider; null offers password sign-in only. */
  sso: SsoSettings | null;
};

const day = 24 * 60 * 60 * 1000;

export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most tools.
  const set = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = zEnvironment.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if ((env.AI_BASE_URL === undefined) !== (env.AI_MODEL === undefined))
    throw new Error('Invalid configuration:\n  AI_BASE_URL and AI_MODEL are set together, or neither');
  const ssoVariables = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET, env.OIDC_TEAM_ID];
  if (ssoVariables.some((value) => value === undefined) && ssoVariables.some((value) => value !== undefined))
    throw new Error(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_TEAM_ID are set together, or none',
    );
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    // A known demo password must never reach a real deployment: on a server the demo is opt-in.
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    sessionIdleMs: env.SESSION_IDLE_DAYS * day,
    sessionMaxMs: env.SESSION_MAX_DAYS * day,
    role: env.ROLE,
    extraction: {
      poolSize: env.EXTRACTION_WORKERS,
      timeoutMs: env.EXTRACTION_TIMEOUT_SECONDS * 1000,
      maxMemoryMb: env.EXTRACTION_MEMORY_MB,
      ocr: {
        languages: env.OCR_LANGUAGES === 'off' ? [] : env.OCR_LANGUAGES.split('+'),
        pageTimeoutMs: env.OCR_PAGE_TIMEOUT_SECONDS * 1000,
      },
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    model: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_SECONDS === undefined ? undefined : env.AI_TIMEOUT_SECONDS * 1000,
      tokenBudget: env.AI_DOCUMENT_TOKEN_BUDGET,
      reading: { timeoutMs: env.AI_READING_TIMEOUT_SECONDS * 1000, concurrency: env.AI_CONCURRENCY },
    },
    aiSettingsSecret: env.AI_SETTINGS_SECRET,
    sso:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET && env.OIDC_TEAM_ID
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            providerName: env.OIDC_PROVIDER_NAME,
            teamId: env.OIDC_TEAM_ID,
            role: env.OIDC_ROLE,
            allowedDomains: (env.OIDC_ALLOWED_DOMAINS ?? '')
              .split(',')
              .map((domain) => domain.trim().toLowerCase())
              .filter(Boolean),
          }
        : null,
  };
}
