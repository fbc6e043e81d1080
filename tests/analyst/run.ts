/**
 * `npm run eval:analyst`: every annotated real document (truth/dev and truth/test, as truth/split.json
 * lists them) processed once through the product's real path, then both evaluations on that one team:
 * the figures (highlights, ledger, grounding, traps, risks, types) and the questions (asked through the
 * chat route). `npm run eval:qa` runs the questions only, `-- --figures` the figures only, `-- --answers`
 * shows the dev half's wrong answers, `-- --dev` reads the dev half alone (for tuning: no test document is
 * processed, no test total printed, no floor checked). The dev half is
 * printed in detail (rules and weights are written against it); the test half only in totals, so nobody
 * tuning reads what it misses. Exits 1 when the test half falls below its floor (floor.json, a ratchet:
 * raise it as the analyst improves). Skips, saying so, where ../shared/fixtures is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { questionsPerMinute } from '@shared/analyst-chat';
import { fixturesDirectory } from '../corpus/fixtures';
import { processCorpus, type ProcessedCorpus } from './processed-corpus';
import { askQuestions } from './qa-run';
import { qaQuestions, qaTotals, type QaResult, type QaTotals } from './qa-score';
import {
  belowFloor,
  scoreDocument,
  totals,
  type AnalystReading,
  type DocumentScore,
  type Totals,
} from './score';
import { annotatedDocuments, type AnnotatedDocument, type Half } from './truth';

type Floor = { figures: { test: Totals }; questions: { test: Pick<QaTotals, 'answered' | 'absentSaid'> } };

const here = import.meta.dirname;
const floor: Floor = JSON.parse(readFileSync(join(here, 'floor.json'), 'utf8'));
// `-- --answers` prints each dev miss's answer under it; `-- --dev` leaves the test half out.
const showAnswers = process.argv.includes('--answers');
const devOnly = process.argv.includes('--dev');
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function figureLine(reached: Totals): string {
  return (
    `figure recall ${percent(reached.figureRecall)} (ledger ${percent(reached.factRecall)}), grounding ${percent(reached.grounding)}, ` +
    `traps ${reached.traps}, risk recall ${percent(reached.riskRecall)}, type accuracy ${percent(reached.typeAccuracy)}`
  );
}

function reportDocument(score: DocumentScore) {
  console.log(
    `${score.file}\n  figures ${score.inHighlights}/${score.figures} in highlights, ${score.inFacts}/${score.figures} in the ledger; ` +
      `grounded ${score.grounded}/${score.reported}; risks ${score.risksFound}/${score.risks}; type ${score.typeRight ? 'right' : 'wrong'}` +
      (score.traps.length ? `\n  traps: ${score.traps.join('; ')}` : '') +
      (score.missed.length ? `\n  not in highlights: ${score.missed.join('; ')}` : ''),
  );
}

/** Totals of a half and of each of its genres; `detail` prints each item first (the dev half only). */
function byGenre<Item extends { half: Half; genre: string }, Reached>(
  half: Half,
  items: readonly Item[],
  total: (items: readonly Item[]) => Reached,
  line: (reached: Reached) => string,
): Reached {
  const mine = items.filter((item) => item.half === half);
  const reached = total(mine);
  console.log(`\n${half.toUpperCase()} (${mine.length}): ${line(reached)}`);
  for (const genre of [...new Set(mine.map((item) => item.genre))].sort()) {
    const ofGenre = mine.filter((item) => item.genre === genre);
    console.log(`  ${genre} (${ofGenre.length}): ${line(total(ofGenre))}`);
  }
  return reached;
}

function evaluateFigures(annotated: readonly AnnotatedDocument[], corpus: ProcessedCorpus): string[] {
  const scored = annotated.map((document) => {
    const whole = corpus.documents.get(document.file)!.whole as AnalystReading & {
      extractedText?: string;
      financialHighlights: Record<string, string>;
    };
    const reading: AnalystReading = {
      type: whole.type,
      text: whole.extractedText ?? '',
      highlights: whole.financialHighlights,
      facts: whole.facts,
      riskFactors: whole.riskFactors,
    };
    return { half: document.half, genre: document.genre, score: scoreDocument(document, reading) };
  });
  console.log('FIGURES');
  for (const { score } of scored.filter((item) => item.half === 'dev')) reportDocument(score);
  const sum = (items: readonly { score: DocumentScore }[]) => totals(items.map((item) => item.score));
  const dev = byGenre('dev', scored, sum, figureLine);
  if (devOnly) return [];
  const test = byGenre('test', scored, sum, figureLine);
  const gap = (dev.figureRecall - test.figureRecall) * 100;
  console.log(
    `\ndev − test figure recall: ${gap.toFixed(1)} points${gap > 10 ? ' (above 10: a defect to fix)' : ''}`,
  );
  return belowFloor(test, floor.figures.test);
}

function qaLine(reached: QaTotals): string {
  return (
    `answered ${percent(reached.answered)} of ${reached.figureQuestions} figure questions (value in the first sentence ${percent(reached.inFirstSentence)}, ` +
    `on the annotated page ${percent(reached.onPage)}), median ${reached.medianLength} characters; ` +
    `'not stated' for ${percent(reached.absentSaid)} of ${reached.absentQuestions} unanswerable`
  );
}

async function evaluateQuestions(
  annotated: readonly AnnotatedDocument[],
  corpus: ProcessedCorpus,
  advanceClock: () => void,
): Promise<string[]> {
  const questions = qaQuestions(annotated);
  const run = await askQuestions(corpus, questions, advanceClock, questionsPerMinute);
  console.log('\nQUESTIONS');
  for (const result of run.results.filter((item) => item.question.half === 'dev')) {
    const { question } = result;
    const verdict =
      question.kind === 'absent'
        ? result.saysAbsent
          ? 'ok'
          : 'MISS'
        : result.value && result.cited
          ? result.first
            ? result.page
              ? 'ok'
              : 'ok (off page)'
            : 'ok (not first)'
          : result.value
            ? 'uncited'
            : 'MISS';
    if (verdict === 'ok') continue;
    console.log(`  ${verdict}: ${question.question} [${question.value ?? 'absent'}]`);
    if (showAnswers) console.log(`      → ${result.opening.slice(0, 300)}`);
  }
  const items = run.results.map((result) => ({
    ...result,
    half: result.question.half,
    genre: result.question.genre,
  }));
  const sum = (results: readonly QaResult[]) => qaTotals(results);
  byGenre('dev', items, sum, qaLine);
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  console.log(
    `\nlatency p95 ${p95.toFixed(0)} ms over ${sorted.length} answers; the same question asked again answered differently ${run.repeatedDiffer} of ${run.repeated} times`,
  );
  const falls: string[] = [];
  if (devOnly) return falls;
  const test = byGenre('test', items, sum, qaLine);
  for (const key of ['answered', 'absentSaid'] as const) {
    if (test[key] + 1e-9 < floor.questions.test[key]) {
      falls.push(`questions ${key} ${test[key].toFixed(3)} is below the floor ${floor.questions.test[key]}`);
    }
  }
  if (run.repeatedDiffer > 0)
    falls.push(`${run.repeatedDiffer} questions asked twice were answered differently`);
  return falls;
}

async function main() {
  if (!existsSync(join(fixturesDirectory, 'private-markets'))) {
    console.log(`eval:analyst skipped: no fixtures at ${fixturesDirectory}`);
    return;
  }
  const only = process.argv.find((arg) => arg === '--figures' || arg === '--questions');
  const annotated = annotatedDocuments(devOnly ? ['dev'] : undefined);
  let offset = 0;
  const corpus = await processCorpus(
    annotated.map((document) => document.file),
    { now: () => new Date(Date.now() + offset) },
  );
  try {
    const falls = [
      ...(only !== '--questions' ? evaluateFigures(annotated, corpus) : []),
      ...(only !== '--figures' ? await evaluateQuestions(annotated, corpus, () => (offset += 61_000)) : []),
    ];
    if (falls.length) {
      console.error(
        `\nThe analyst fell below its floor on the test half (tests/analyst/floor.json):\n${falls.join('\n')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await corpus.close();
  }
}

await main();
