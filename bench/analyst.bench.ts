import { and, eq, gt, sql } from 'drizzle-orm';
import { createAnalyst } from '../src/server/ai/analyst';
import { summariseDocument } from '../src/server/ai/document-reading/summarise-document';
import { writeDocumentPassages } from '../src/server/ai/passages/write-passages';
import { retrieveSources } from '../src/server/ai/retrieval/retrieve-sources';
import { documentFacts, documents, investments, passages } from '../src/server/db/schema';
import { countDocumentTerms, storeDocumentTerms } from '../src/server/modules/analytics/service';
import { replaceDocumentFacts } from '../src/server/modules/documents/document-facts';
import { summaryColumns } from '../src/server/modules/documents/process-document';
import { benchDatabases } from './support/databases';
import { printTable, verdict } from './support/report';
import { prose, seededRandom } from './support/realistic-text';
import { insertDocumentFacts, insertDocuments, insertInvestments, registerBenchTeam } from './support/seed';
import { startApp } from './support/servers';
import { formatMs, formatRatio, quantile } from './support/stats';

/**
 * Issue targets on a team of 10,000 documents (about 70,000 passages, 40,000 document facts) and 10,000
 * investments.
 */
const retrievalTargetMs = 100;
const answerTargetMs = 500;
const indexingTargetRatio = 0.8;
const documentCount = Number(process.env.BENCH_ANALYST_DOCUMENTS ?? 10_000);
const investmentCount = Number(process.env.BENCH_ANALYST_INVESTMENTS ?? 10_000);
/** About 1,400 words a document: seven passages or so each. */
const documentChars = 9000;
const rounds = 3;

/** Questions a team asks: pipeline queries, a named fund, finance terms, and words of the documents. */
function questions(names: string[]): string[] {
  return [
    'How many investments are in due diligence?',
    'Which investments have an IRR above 20%?',
    'What is the total target size of funds in Europe?',
    'What changed in the pipeline this week?',
    `What is the management fee of ${names[0]}?`,
    `Compare ${names[1]} and ${names[2]}`,
    'What does the LPA say about carried interest and the hurdle?',
    'What is the net IRR and TVPI of the prior funds?',
    'Which portfolio companies face refinancing risk?',
    'What are the key person provisions?',
    'How is leverage used at the portfolio level?',
    'What is the NAV of the fund?',
    'What was the net IRR of the fund at the end of 2023?',
  ];
}

async function indexPassages(
  db: Parameters<typeof writeDocumentPassages>[0],
  teamId: number,
): Promise<number> {
  let last = 0;
  let total = 0;
  for (;;) {
    const batch = await db
      .select({
        id: documents.id,
        teamId: documents.teamId,
        name: documents.name,
        text: documents.extractedText,
      })
      .from(documents)
      .where(and(eq(documents.teamId, teamId), gt(documents.id, last)))
      .orderBy(documents.id)
      .limit(200);
    if (batch.length === 0) return total;
    for (const document of batch) total += await writeDocumentPassages(db, document, document.text ?? '');
    last = batch[batch.length - 1].id;
  }
}

/**
 * Retrieval and the whole local answer for a large team, p95 over every question, beside a one-row
 * primary-key read of the same database as the baseline; then what writing passages costs a document's
 * processing, beside summarising it alone.
 */
export async function run(): Promise<void> {
  const latency: string[][] = [];
  for (const { label, open } of benchDatabases()) {
    const database = await open();
    const app = await startApp(database);
    try {
      const team = await registerBenchTeam(app.app, 'Analyst Capital');
      await insertInvestments(database.db, team.teamId, investmentCount);
      await insertDocuments(database.db, team, documentCount, documentChars);
      await insertDocumentFacts(database.db, team.teamId);
      const passageCount = await indexPassages(database.db, team.teamId);
      // PGlite has no autovacuum: the GIN index's pending list is merged by hand, as on a server.
      await database.db.execute(sql`vacuum analyze ${passages}`);
      await database.db.execute(sql`vacuum analyze ${investments}`);
      await database.db.execute(sql`vacuum analyze ${documentFacts}`);
      const names = (
        await database.db
          .select({ name: investments.name })
          .from(investments)
          .where(eq(investments.teamId, team.teamId))
          .limit(3)
      ).map((row) => row.name);
      const analyst = createAnalyst({ db: database.db });
      const scope = { teamId: team.teamId };
      const timings = { baseline: [] as number[], retrieval: [] as number[], answer: [] as number[] };
      // One unmeasured pass first: the tables were just written, and a running server's caches and
      // plans are warm.
      for (const question of questions(names))
        await analyst.answerQuestion({ question, history: [], scope, selected: ['all'], now: new Date() });
      for (let round = 0; round < rounds; round += 1) {
        for (const question of questions(names)) {
          let started = performance.now();
          await database.db
            .select({ id: passages.id })
            .from(passages)
            .where(eq(passages.id, 1 + round));
          timings.baseline.push(performance.now() - started);
          started = performance.now();
          await retrieveSources(database.db, { question, scope, selected: ['all'] });
          timings.retrieval.push(performance.now() - started);
          started = performance.now();
          await analyst.answerQuestion({ question, history: [], scope, selected: ['all'], now: new Date() });
          timings.answer.push(performance.now() - started);
        }
      }
      const base = quantile(timings.baseline, 0.95);
      for (const [name, samples, target] of [
        ['retrieval', timings.retrieval, retrievalTargetMs],
        ['local answer', timings.answer, answerTargetMs],
      ] as const) {
        const p95 = quantile(samples, 0.95);
        latency.push([
          name,
          label,
          `${passageCount.toLocaleString('en-US')} passages`,
          formatMs(p95),
          formatMs(base),
          formatRatio(p95 / base),
          verdict(p95 < target, `< ${target} ms`, `>= ${target} ms`),
        ]);
      }
    } finally {
      await app.close();
      await database.close();
    }
  }
  printTable(
    `Analyst on ${documentCount.toLocaleString('en-US')} documents and ${investmentCount.toLocaleString('en-US')} investments (p95 of ${rounds} rounds)`,
    ['case', 'database', 'size', 'p95 ms', 'base p95', 'ratio', 'target'],
    latency,
    3,
  );
  await indexingCost();
}

/**
 * Documents per minute kept when processing also writes passages. The baseline is the rest of what
 * processing does with a document's text: the analyst's reading, the document's row (its stored text,
 * full-text vector and summary), its facts and its term counts. Extraction comes on top of both, so
 * the share kept is a lower bound; bench/README.md also compares whole processing before and after.
 */
async function indexingCost(): Promise<void> {
  const [{ open, label }] = benchDatabases();
  const database = await open();
  const app = await startApp(database);
  try {
    const { db } = database;
    const team = await registerBenchTeam(app.app, 'Indexing Capital');
    const random = seededRandom(7);
    const texts = Array.from({ length: 40 }, () => prose(random, 30_000));
    await insertDocuments(db, team, texts.length, 100);
    const rows = await db
      .select({ id: documents.id, teamId: documents.teamId, name: documents.name })
      .from(documents)
      .where(eq(documents.teamId, team.teamId));
    let started = performance.now();
    for (const [index, text] of texts.entries()) {
      const analysis = summariseDocument({
        text,
        fileName: 'report.pdf',
        declaredType: 'other',
        pageCount: null,
      });
      await db.transaction(async (tx) => {
        await tx
          .update(documents)
          .set({ ...summaryColumns(analysis, text.length, 'other'), extractedText: text })
          .where(eq(documents.id, rows[index].id));
        await replaceDocumentFacts(tx, rows[index], analysis.facts, analysis.analystVersion);
        await storeDocumentTerms(tx, {
          documentId: rows[index].id,
          teamId: team.teamId,
          counted: countDocumentTerms(text),
        });
      });
    }
    const processingMs = performance.now() - started;
    started = performance.now();
    for (const [index, text] of texts.entries()) await writeDocumentPassages(db, rows[index], text);
    const passagesMs = performance.now() - started;
    const kept = processingMs / (processingMs + passagesMs);
    printTable(
      'Passage indexing: documents per minute kept when processing also writes passages',
      ['case', 'database', 'processing ms', 'passages ms', 'kept', 'target'],
      [
        [
          '40 documents of 30 KB',
          label,
          formatMs(processingMs),
          formatMs(passagesMs),
          formatRatio(kept),
          verdict(kept >= indexingTargetRatio, `>= ${indexingTargetRatio}x`, `< ${indexingTargetRatio}x`),
        ],
      ],
      2,
    );
  } finally {
    await app.close();
    await database.close();
  }
}
