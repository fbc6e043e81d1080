import type { FastifyInstance } from 'fastify';
import { sessionCookieName } from '../src/server/auth/sessions';
import { benchDatabases } from './support/databases';
import { measure } from './support/load';
import { printComparison, type ComparisonRow } from './support/report';
import { startApp, startBaseline } from './support/servers';

/** Issue target: the real routes keep at least 0.6x of a bare Fastify route's requests per second. */
const targetRatio = 0.6;
/** Enough members that /api/team/members is a realistic list, not a one-row reply. */
const extraMembers = 25;
const routes = ['/api/auth/user', '/api/team/members'];

/**
 * GET /api/auth/user and GET /api/team/members as a signed-in admin, on each database, against a bare
 * Fastify route sending the same bytes, measured in the same run.
 */
export async function run(): Promise<void> {
  const rows: ComparisonRow[] = [];
  for (const { label, open } of benchDatabases()) {
    const database = await open();
    const app = await startApp(database);
    try {
      const cookie = await signInTeamWithMembers(app.app);
      const headers = { cookie };
      const bodies: Record<string, string> = {};
      for (const route of routes) bodies[route] = await captureBody(`${app.url}${route}`, headers);
      const baseline = await startBaseline(bodies);
      try {
        for (const route of routes) {
          const measured = await measure({ url: `${app.url}${route}`, headers });
          const bare = await measure({ url: `${baseline.url}${route}` });
          rows.push({ name: `GET ${route}`, database: label, measured, baseline: bare });
        }
      } finally {
        await baseline.close();
      }
    } finally {
      await app.close();
      await database.close();
    }
  }
  printComparison('Signed-in routes vs bare Fastify (same JSON bytes)', rows, targetRatio);
}

/** Registers a team through the API, adds members as its admin, and returns the admin's session cookie. */
async function signInTeamWithMembers(app: FastifyInstance): Promise<string> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      email: 'admin@bench.example',
      password: 'bench admin password',
      firstName: 'Avery',
      lastName: 'Admin',
      teamName: 'Bench Capital',
    },
  });
  const session = registered.cookies.find((c) => c.name === sessionCookieName);
  if (registered.statusCode !== 201 || !session) {
    throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  }
  const cookie = `${sessionCookieName}=${session.value}`;
  for (let i = 1; i <= extraMembers; i += 1) {
    const added = await app.inject({
      method: 'POST',
      url: '/api/team/members',
      headers: { cookie },
      payload: {
        email: `member${i}@bench.example`,
        password: 'bench member password',
        firstName: 'Morgan',
        lastName: `Member ${i}`,
        role: i % 3 === 0 ? 'viewer' : 'member',
      },
    });
    if (added.statusCode !== 201) throw new Error(`add member failed: ${added.statusCode} ${added.body}`);
  }
  return cookie;
}

/** The exact bytes the real route sends, over real HTTP, for the baseline to replay. */
async function captureBody(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body}`);
  return body;
}
