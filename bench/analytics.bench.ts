// Data Analytics calls on a team of 100,000 documents and 10,000 investments, against an empty team.
import { activities, documents, documentTermCounts, termBackfills } from '../src/server/db/schema';
import type { Db } from '../src/server/db/client';
import { countDocumentTerms } from '../src/server/modules/analytics/count-document-terms';
import { documentTypes } from '@shared/document';
import { benchDatabases } from './support/databases';
import { printTable, verdict } from './support/report';
import { insertInvestments, registerBenchTeam, type BenchTeam } from './support/seed';
import { companyName, prose, seededRandom } from './support/realistic-text';
import { startApp } from './support/servers';
import { formatMs, formatRatio, quantile, timed } from './support/stats';

const documentCount = Number(process.env.BENCH_ANALYTICS_DOCUMENTS ?? 100_000);
const investmentCount = 10_000;
const activityCount = 20_000;
/** Characters of prose each document's term counts come from (about 90 words). */
const textChars = 600;
const requestsPerCase = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 40);
const p95LimitMs = 300;

const cases = [
  '/api/analytics/trends?range=all',
  '/api/analytics/trends?range=90d',
  '/api/analytics/trends?range=7d',
  '/api/analytics/keywords?range=all',
  '/api/analytics/keywords?range=90d',
  '/api/analytics/keywords?range=30d',
  '/api/analytics/keywords?range=7d',
  '/api/analytics/deal-types?range=all',
  '/api/analytics/deal-types?range=90d',
  '/api/analytics/detailed?kind=documents&range=all',
  '/api/analytics/detailed?kind=investments&range=all',
  '/api/analytics/detailed?kind=activity&range=all',
];

const documentBatch = 1_000;

/**
 * Processed documents uploaded over two years, and the term counts processing would have stored for
 * each (counted from generated prose by the real counter). The text itself is not stored: no analytics
 * call reads it, and its search vectors would make the load take many minutes.
 */
async function insertCountedDocuments(db: Db, team: BenchTeam): Promise<number> {
  const random = seededRandom(31);
  const now = Date.now();
  let termRows = 0;
  for (let first = 0; first < documentCount; first += documentBatch) {
    const rows: (typeof documents.$inferInsert)[] = [];
    const texts: string[] = [];
    for (let i = first; i < Math.min(documentCount, first + documentBatch); i += 1) {
      const type = random.pick(documentTypes);
      const createdAt = new Date(now - random.int(0, 2 * 365 * 24) * 3_600_000);
      texts.push(prose(random, textChars));
      rows.push({
        teamId: team.teamId,
        uploadedBy: team.userId,
        name: `${companyName(random)} ${type.label} ${i}.pdf`,
        type: type.value,
        mimeType: 'application/pdf',
        fileSize: random.int(50_000, 5_000_000),
        blobSha256: i.toString(16).padStart(64, '0'),
        status: random.next() < 0.95 ? 'processed' : 'processing',
        category: type.category,
        createdAt,
        updatedAt: createdAt,
      });
    }
    const inserted = await db
      .insert(documents)
      .values(rows)
      .returning({ id: documents.id, status: documents.status, createdAt: documents.createdAt });
    const counts: (typeof documentTermCounts.$inferInsert)[] = [];
    inserted.forEach((document, index) => {
      if (document.status !== 'processed') return;
      const counted = countDocumentTerms(texts[index]);
      counts.push({
        documentId: document.id,
        teamId: team.teamId,
        documentCreatedAt: document.createdAt,
        words: counted.words,
        kinds: counted.terms.map((term) => term.kind),
        terms: counted.terms.map((term) => term.term),
        counts: counted.terms.map((term) => term.count),
      });
      termRows += counted.terms.length;
    });
    await db.insert(documentTermCounts).values(counts);
  }
  // Every processed document is counted, so no request has a backfill to look for.
  await db.insert(termBackfills).values({ teamId: team.teamId, completedAt: new Date() });
  return termRows;
}

async function insertActivities(db: Db, team: BenchTeam): Promise<void> {
  const random = seededRandom(37);
  const now = Date.now();
  for (let first = 0; first < activityCount; first += 2_000) {
    const rows = Array.from({ length: Math.min(2_000, activityCount - first) }, () => ({
      teamId: team.teamId,
      userId: team.userId,
      description: `Moved ${companyName(random)} Fund to Due Diligence`,
      createdAt: new Date(now - random.int(0, 2 * 365 * 24) * 3_600_000),
    }));
    await db.insert(activities).values(rows);
  }
}

async function latencies(url: string, cookie: string, path: string, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * Sequential requests to each analytics call for the large team and for an empty one (the baseline: the
 * same app, session and route with nothing to add up). Target (issue): p95 under 300 ms on PostgreSQL.
 */
export async function run(): Promise<void> {
  const databases = benchDatabases().filter((database) => database.label === 'postgres');
  if (databases.length === 0) {
    console.log('  analytics runs on a PostgreSQL server: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
    return;
  }
  const cells: string[][] = [];
  for (const { label, open } of databases) {
    const database = await open();
    const server = await startApp(database);
    try {
      const full = await registerBenchTeam(server.app, 'Scale Capital');
      const empty = await registerBenchTeam(server.app, 'Empty Capital');
      const seeded = await timed(async () => {
        await insertInvestments(database.db, full.teamId, investmentCount);
        await insertActivities(database.db, full);
        const counted = await timed(() => insertCountedDocuments(database.db, full));
        console.log(
          `  ${label}: documents and their term counts stored in ${(counted.ms / 1000).toFixed(0)} s`,
        );
        return counted.result;
      });
      await database.db.execute('vacuum analyze');
      console.log(
        `  ${label}: ${documentCount.toLocaleString('en-US')} documents (${seeded.result.toLocaleString('en-US')} terms counted), ` +
          `${investmentCount.toLocaleString('en-US')} investments and ${activityCount.toLocaleString('en-US')} activities in ${(seeded.ms / 1000).toFixed(0)} s`,
      );
      for (const path of cases) {
        await latencies(server.url, full.cookie, path, 3);
        await latencies(server.url, empty.cookie, path, 3);
        const onFull = await latencies(server.url, full.cookie, path, requestsPerCase);
        const onEmpty = await latencies(server.url, empty.cookie, path, requestsPerCase);
        const p95 = quantile(onFull, 0.95);
        cells.push([
          path.replace('/api/analytics/', ''),
          label,
          formatMs(quantile(onFull, 0.5)),
          formatMs(p95),
          formatMs(quantile(onEmpty, 0.5)),
          formatMs(quantile(onEmpty, 0.95)),
          formatRatio(p95 / quantile(onEmpty, 0.95)),
          verdict(p95 < p95LimitMs, `p95 < ${p95LimitMs} ms`, `p95 >= ${p95LimitMs} ms`),
        ]);
      }
    } finally {
      await server.close();
      await database.close();
    }
  }
  printTable(
    `GET /api/analytics/…: ${requestsPerCase} sequential requests each, team of ${documentCount.toLocaleString('en-US')} documents and ${investmentCount.toLocaleString('en-US')} investments (ms; baseline: an empty team)`,
    ['call', 'database', 'p50', 'p95', 'empty p50', 'empty p95', 'p95 ratio', 'target'],
    cells,
    2,
  );
}
