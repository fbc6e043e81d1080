/**
 * `npm run eval:probes [-- probes/one.txt …]`: processes the probe documents (probe-document.ts) through
 * the product's real path, as the evaluation does the annotated ones, asks each probe's questions through
 * the chat route, and prints each miss with the answer's first sentence and the count answered with the
 * right value in it. `--ledger` prints each probe's figure ledger too. A tool for tuning on documents of
 * our own; CI's floor stays on the annotated test half.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { questionsPerMinute } from '@shared/analyst-chat';
import { notStated, probeFile, readProbe } from './probe-document';
import { firstSentence, saysAbsent, statesValue } from './qa-score';
import { rowsOf } from '../../src/server/ai/retrieval/rows-of';

const here = import.meta.dirname;
const args = process.argv.slice(2);
const showLedger = args.includes('--ledger');
const named = args.filter((arg) => !arg.startsWith('--'));
const specs =
  named.length > 0 ? named : readdirSync(join(here, 'probes')).map((file) => join(here, 'probes', file));
const probes = specs.sort().map((path) => readProbe(path, readFileSync(path, 'utf8')));

// The corpus reads its files from FIXTURES_DIR, set before the module that reads it is loaded.
const directory = mkdtempSync(join(tmpdir(), 'allocator-probes-'));
process.env.FIXTURES_DIR = directory;
for (const probe of probes) writeFileSync(join(directory, probe.name), await probeFile(probe));
const { processCorpus } = await import('./processed-corpus');

let offset = 0;
const corpus = await processCorpus(
  probes.map((probe) => probe.name),
  { now: () => new Date(Date.now() + offset) },
);
let asked = 0;
let answered = 0;
let total = 0;
try {
  for (const probe of probes) {
    let right = 0;
    console.log(`\n${probe.name}`);
    for (const { question, value } of probe.questions) {
      // A patient user waits for the next minute's allowance of questions.
      if (++asked % (questionsPerMinute - 1) === 0) offset += 61_000;
      const response = await corpus.app.inject({
        method: 'POST',
        url: '/api/ai/analyst-chat',
        headers: { cookie: corpus.cookie },
        payload: { message: question, conversationHistory: [], selectedSources: ['all'] },
      });
      const answer: string = response.json().response ?? '';
      const opening = firstSentence(answer);
      if (value === notStated ? saysAbsent(answer) : statesValue(opening, value)) right += 1;
      else console.log(`  MISS ${question} [${value}]\n       ${opening}`);
    }
    console.log(`  ${right} of ${probe.questions.length}`);
    answered += right;
    total += probe.questions.length;
    if (showLedger) {
      const id = corpus.documents.get(probe.name)!.id;
      const result = await corpus.db.execute(sql`
        select page, highlight, concept, value, column_header, label from document_facts
        where document_id = ${id} order by page, position`);
      for (const row of rowsOf<Record<string, string | number | boolean | null>>(result))
        console.log(
          `  p${row.page} ${row.highlight ? '*' : ' '} ${String(row.concept).padEnd(22)} ${String(row.value).padEnd(16)} ${row.label}${row.column_header ? ` | ${row.column_header}` : ''}`,
        );
    }
  }
  console.log(
    `\nprobes: ${answered} of ${total} questions answered with the right value in the first sentence`,
  );
} finally {
  await corpus.close();
  rmSync(directory, { recursive: true, force: true });
}
