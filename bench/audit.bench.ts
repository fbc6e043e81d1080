import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditActions } from '@shared/audit';
import { sessionCookieName } from '../src/server/auth/sessions';
import type { Database } from '../src/server/db/client';
import { benchDatabases } from './support/databases';
import { measure } from './support/load';
import { printComparison, printTable, verdict, type ComparisonRow } from './support/report';
import { startApp, startBaseline } from './support/servers';
import { formatMs, median, quantile, timed } from './support/stats';

/** Issue 26: the Admin tab's first page of a million-row trail answers in under 100 ms. */
const goalMs = 100;
/** PostgreSQL gets the issue's million rows; PGlite (WASM, in memory) a tenth, to keep the run short. */
const rowsOn = {
  postgres: Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000),
  pglite: Number(process.env.BENCH_AUDIT_ROWS ?? 100_000),
};
const people = 26;
const sequentialRequests = 50;

/**
 * GET /api/audit-events (the first page, 50 rows) for a team whose trail holds a million rows beside
 * another team's, unfiltered and filtered by person, by action and by date, and a page deep in the trail;
 * each against a bare Fastify route sending the same bytes, and each timed one request at a time.
 */
export async function run(): Promise<void> {
  const rows: ComparisonRow[] = [];
  const latencies: string[][] = [];
  for (const { label, open } of benchDatabases()) {
    const database = await open();
    const app = await startApp(database);
    try {
      const { cookie, teamId, actorId } = await registerAdmin(app.app);
      const count = rowsOn[label];
      const seeded = await timed(() => seedTrail(database, { teamId, actorId, count }));
      console.log(`${label}: ${count.toLocaleString('en')} audit rows seeded in ${formatMs(seeded.ms)} ms`);
      const headers = { cookie };
      const cases = await pageCases(app.url, headers, { actorId });
      const bodies: Record<string, string> = {};
      for (const [name, path] of Object.entries(cases))
        bodies[`/${name}`] = await fetchText(`${app.url}${path}`, headers);
      const baseline = await startBaseline(bodies);
      try {
        for (const [name, path] of Object.entries(cases)) {
          const samples: number[] = [];
          for (let i = 0; i < sequentialRequests; i += 1) {
            samples.push((await timed(() => fetchText(`${app.url}${path}`, headers))).ms);
          }
          const p95 = quantile(samples, 0.95);
          latencies.push([
            name,
            label,
            count.toLocaleString('en'),
            formatMs(median(samples)),
            formatMs(p95),
            verdict(p95 < goalMs, `< ${goalMs} ms`, `>= ${goalMs} ms`),
          ]);
          const measured = await measure({ url: `${app.url}${path}`, headers });
          const bare = await measure({ url: `${baseline.url}/${name}` });
          rows.push({ name, database: label, measured, baseline: bare });
        }
      } finally {
        await baseline.close();
      }
    } finally {
      await app.close();
      await database.close();
    }
  }
  printTable(
    `Audit trail pages, ${sequentialRequests} requests one at a time`,
    ['case', 'database', 'rows', 'median ms', 'p95 ms', 'goal'],
    latencies,
    2,
  );
  printComparison('Audit trail pages under load vs bare Fastify (same JSON bytes)', rows);
}

/** The pages timed: the first page as the Admin tab opens it, three filters, and a page deep in the trail. */
async function pageCases(
  url: string,
  headers: Record<string, string>,
  { actorId }: { actorId: number },
): Promise<Record<string, string>> {
  const first = '/api/audit-events?limit=50';
  // A cursor half-way down: read by walking pages of 100 would take too long, so take the row there.
  let before = '';
  for (let page = 0, path = '/api/audit-events?limit=100'; page < 5; page += 1) {
    const body = JSON.parse(await fetchText(`${url}${path}`, headers)) as { nextCursor: string };
    before = body.nextCursor;
    path = `/api/audit-events?limit=100&before=${before}`;
  }
  return {
    'first page': first,
    'by person': `${first}&actorId=${actorId + 3}`,
    'by action': `${first}&action=document_viewed`,
    'by date': `${first}&from=2025-03-01&to=2025-03-31`,
    'sixth page': `${first}&before=${before}`,
  };
}

async function fetchText(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.text();
}

async function registerAdmin(app: FastifyInstance) {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      email: 'admin@audit-bench.example',
      password: 'bench admin password',
      firstName: 'Avery',
      lastName: 'Admin',
      teamName: 'Audited Capital',
    },
  });
  const session = registered.cookies.find((c) => c.name === sessionCookieName);
  if (registered.statusCode !== 201 || !session) {
    throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  }
  const user = registered.json() as { id: number; teamId: number };
  return { cookie: `${sessionCookieName}=${session.value}`, teamId: user.teamId, actorId: user.id };
}

/**
 * `count` rows over two years, one every ~63 s, newest now: nine in ten the bench team's (26 people,
 * every action), the rest another team's, so the team's index range is not the whole table.
 */
async function seedTrail(
  database: Database,
  { teamId, actorId, count }: { teamId: number; actorId: number; count: number },
) {
  const actions = sql.raw(`array[${auditActions.map((action) => `'${action}'`).join(',')}]`);
  const batch = 100_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch) - 1;
    await database.db.execute(sql`
      insert into audit_events
        (team_id, actor_id, actor_email, action, object_type, object_id, object_name, address, details, created_at)
      select
        case when i % 10 = 9 then ${teamId} + 1 else ${teamId} end,
        ${actorId} + i % ${people},
        'person' || (i % ${people}) || '@audit-bench.example',
        (${actions})[1 + i % ${auditActions.length}],
        'document', i % 5000, 'Document ' || (i % 5000) || '.pdf', '203.0.113.' || (i % 250),
        '{"confidentialityLevel":"restricted"}'::jsonb,
        date_trunc('milliseconds', now() - (i * interval '63 seconds'))
      from generate_series(${start}::int, ${end}::int) as i`);
  }
  await database.db.execute(sql`analyze audit_events`);
}
