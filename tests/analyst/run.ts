/**
 * `npm run eval:analyst`: every annotated real document (truth.json) through the product's real path:
 * HTTP upload with the type left as 'other', the job queue, the sandboxed extractor and the analyst on
 * an embedded database. Prints each document's score and the totals, and exits 1 when any total falls
 * below the floor reached so far (floor.json, a ratchet: raise it as the analyst improves). Skips,
 * saying so, where ../shared/fixtures is absent.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAnalyst } from '../../src/server/ai/analyst';
import { buildApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/client';
import { createExtractor } from '../../src/server/extraction/extractor';
import { startWorker } from '../../src/server/jobs/worker';
import { documentJobHandlers } from '../../src/server/modules/documents/job-handlers';
import { createLocalBlobStore } from '../../src/server/storage/local-blob-store';
import { multipart } from '../api/multipart';
import { fixturesDirectory } from '../corpus/fixtures';
import {
  belowFloor,
  scoreDocument,
  totals,
  type DocumentScore,
  type Totals,
  type TruthDocument,
} from './score';

const here = import.meta.dirname;
const truth: { documents: TruthDocument[] } = JSON.parse(readFileSync(join(here, 'truth.json'), 'utf8'));
const floor: Totals = JSON.parse(readFileSync(join(here, 'floor.json'), 'utf8'));
const day = 24 * 60 * 60 * 1000;

async function signUp(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      email: `analyst.${randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse battery',
      firstName: 'Eval',
      lastName: 'Analyst',
      teamName: 'Evaluation',
    },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'allocator_session');
  if (response.statusCode !== 201 || !cookie) throw new Error(`register failed: ${response.body}`);
  return `allocator_session=${cookie.value}`;
}

async function read(app: FastifyInstance, cookie: string, document: TruthDocument) {
  const path = join(fixturesDirectory, document.file);
  const body = await multipart([{ name: basename(path), content: readFileSync(path) }], {
    metadata_0: JSON.stringify({ type: 'other' }),
  });
  const upload = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  const [created] = upload.json().documents ?? [];
  if (!created) throw new Error(`${document.file} was refused: ${upload.body}`);
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const whole = (
      await app.inject({ method: 'GET', url: `/api/documents/${created.id}`, headers: { cookie } })
    ).json();
    if (whole.status !== 'processing') return { whole, started: Date.now() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${document.file} is still processing after 5 minutes`);
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function report(scores: DocumentScore[], reached: Totals) {
  for (const score of scores) {
    console.log(
      `${score.file}\n  figures ${score.inHighlights}/${score.figures} in highlights, ${score.inFacts}/${score.figures} in facts; ` +
        `grounded ${score.grounded}/${score.reported}; risks ${score.risksFound}/${score.risks}; type ${score.typeRight ? 'right' : 'wrong'}` +
        (score.traps.length ? `\n  traps: ${score.traps.join('; ')}` : '') +
        (score.missed.length ? `\n  not in highlights: ${score.missed.join('; ')}` : ''),
    );
  }
  console.log(
    `\nfigure recall ${percent(reached.figureRecall)} (facts ${percent(reached.factRecall)}), grounding ${percent(reached.grounding)}, ` +
      `traps ${reached.traps}, risk recall ${percent(reached.riskRecall)}, type accuracy ${percent(reached.typeAccuracy)}`,
  );
}

async function main() {
  if (!existsSync(join(fixturesDirectory, 'private-markets'))) {
    console.log(`eval:analyst skipped: no fixtures at ${fixturesDirectory}`);
    return;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const filesDir = mkdtempSync(join(tmpdir(), 'allocator-eval-'));
  const blobStore = createLocalBlobStore(filesDir);
  const extractor = createExtractor({ poolSize: 2, timeoutMs: 60_000, maxMemoryMb: 1024 });
  const analyst = createAnalyst({ db: database.db });
  const handlers = documentJobHandlers({
    db: database.db,
    clock: systemClock,
    blobStore,
    extractor,
    summarise: analyst.summariseDocument,
  });
  const worker = startWorker({
    db: database.db,
    clock: systemClock,
    handlers,
    pollMs: 20,
    leaseMs: 120_000,
    concurrency: 2,
  });
  const app = await buildApp({
    db: database.db,
    clock: systemClock,
    blobStore,
    analyst,
    wakeWorker: () => worker.wake(),
    sessionPolicy: { idleMs: day, maxMs: day },
  });
  try {
    const cookie = await signUp(app);
    const scores: DocumentScore[] = [];
    for (const document of truth.documents) {
      const { whole } = await read(app, cookie, document);
      scores.push(
        scoreDocument(document, {
          type: whole.type,
          text: whole.extractedText ?? '',
          highlights: whole.financialHighlights,
          facts: whole.facts,
          riskFactors: whole.riskFactors,
        }),
      );
    }
    const reached = totals(scores);
    report(scores, reached);
    const falls = belowFloor(reached, floor);
    if (falls.length) {
      console.error(`\nThe analyst fell below its floor (tests/analyst/floor.json):\n${falls.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
    await worker.stop();
    await extractor.close();
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
