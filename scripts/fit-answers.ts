/**
 * `npm run fit:analyst`, second step: fits the weights by which the analyst picks the figure that answers
 * a question (src/server/ai/retrieval/answer-weights.json) on the dev half's annotated questions and the
 * probes' (tests/analyst/probes), never the test half's. The documents are processed through the
 * product's real path, each question's candidate figures are read from the ledger as the chat reads them,
 * and a choice model learns which candidate is the right figure, fitted to its optimum by Newton's method
 * and pulled towards the priors in answer-features.ts. Reproducible: the same documents and code give the
 * same file. The probes, of kinds of document the nine dev ones lack, make the choice less theirs: held
 * out by document, the dev questions fare better fitted with them than without.
 *
 * `-- --cv` prints, for each regularisation strength, how often the right figure comes first when each
 * document's questions are held out of the fit (leave one document out), fitted on the dev half alone
 * and on it with the probes, beside the priors'.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  answerFeatureNames,
  answerFeaturePriors,
  answerFeatures,
  answerFeatureVector,
} from '../src/server/ai/retrieval/answer-features';
import { priorAnswerScore } from '../src/server/ai/retrieval/answer-ranking';
import { ledgerCandidates } from '../src/server/ai/retrieval/ledger-retriever';
import { understandQuestion } from '../src/server/ai/chat/understand-question';
import {
  choiceProbabilities,
  fitChoice,
  type ChoiceExample,
  type ChoiceModel,
} from '../src/server/ai/document-reading/ranking/choice';
import { fixturesPresent, missingFixturesMessage } from '../tests/corpus/fixtures';
import { processCorpus, type ProcessedCorpus } from '../tests/analyst/processed-corpus';
import { notStated, probeFile, readProbe } from '../tests/analyst/probe-document';
import { qaQuestions, statesValue } from '../tests/analyst/qa-score';
import { annotatedDocuments } from '../tests/analyst/truth';

const weightsFile = join(import.meta.dirname, '../src/server/ai/retrieval/answer-weights.json');
// The candidates a question's example keeps: the best by the priors, and the first right one.
const keptCandidates = 150;
// How strongly the fit is pulled towards the priors; chosen by `--cv`.
const l2 = 0.03;
const strengths = [0.01, 0.03, 0.1, 0.3];

type QuestionExample = ChoiceExample & { file: string };
/** A question with the figure that answers it, in the file (a path) that states it. */
type FigureQuestion = { file: string; question: string; value: string };

/** Each question's candidate figures, read from the processed corpus's ledger as the chat reads them. */
async function examplesOf(
  corpus: ProcessedCorpus,
  questions: readonly FigureQuestion[],
): Promise<QuestionExample[]> {
  const perDocument = new Map<string, number>();
  for (const question of questions) perDocument.set(question.file, (perDocument.get(question.file) ?? 0) + 1);
  const examples: QuestionExample[] = [];
  for (const question of questions) {
    const understood = understandQuestion(question.question);
    const { hits, named, asked } = await ledgerCandidates(corpus.db, {
      question: question.question,
      understood,
      scope: { teamId: corpus.teamId },
    });
    const documentId = corpus.documents.get(question.file)?.id;
    const scored = hits
      .map((hit) => {
        const features = answerFeatures(hit, understood, named, asked);
        // Right as the evaluation counts it: the document's figure of that value, on any page.
        const right = hit.document_id === documentId && statesValue(hit.value, question.value);
        return {
          features,
          right,
          prior: priorAnswerScore(features),
          document: hit.document_id,
          position: hit.position,
        };
      })
      .sort((a, b) => b.prior - a.prior || b.document - a.document || a.position - b.position);
    // One right candidate is the answer; the others (the same value on another page or row) are
    // left out rather than taught as wrong.
    const firstRight = scored.findIndex((item) => item.right);
    const kept = scored.filter(
      (item, index) => (index < keptCandidates && !item.right) || index === firstRight,
    );
    const chosen = kept.findIndex((item) => item.right);
    // A question none of whose candidates is right teaches nothing about choosing among them.
    if (chosen === -1) continue;
    examples.push({
      file: question.file,
      candidates: kept.map((item) => answerFeatureVector(item.features)),
      chosen,
      // Each document counts by the square root of its questions, so one long filing does not decide.
      weight: 1 / Math.sqrt(perDocument.get(question.file)!),
    });
  }
  return examples;
}

async function devExamples(): Promise<QuestionExample[]> {
  const annotated = annotatedDocuments(['dev']);
  const corpus = await processCorpus(annotated.map((document) => document.file));
  try {
    const questions = qaQuestions(annotated)
      .filter((question) => question.kind === 'figure')
      .map(({ file, question, value }) => ({ file, question, value: value! }));
    return await examplesOf(corpus, questions);
  } finally {
    await corpus.close();
  }
}

/** The probes' questions (tests/analyst/probes), each probe made as its file and processed as the dev half is. */
async function probeExamples(): Promise<QuestionExample[]> {
  const folder = join(import.meta.dirname, '../tests/analyst/probes');
  const directory = mkdtempSync(join(tmpdir(), 'allocator-fit-probes-'));
  try {
    const probes = readdirSync(folder)
      .sort()
      .map((file) => readProbe(file, readFileSync(join(folder, file), 'utf8')));
    for (const probe of probes) writeFileSync(join(directory, probe.name), await probeFile(probe));
    const corpus = await processCorpus(probes.map((probe) => join(directory, probe.name)));
    try {
      const questions = probes.flatMap((probe) =>
        probe.questions
          .filter((question) => question.value !== notStated)
          .map((question) => ({ ...question, file: join(directory, probe.name) })),
      );
      return await examplesOf(corpus, questions);
    } finally {
      await corpus.close();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const priors = answerFeatureNames.map((name) => answerFeaturePriors[name]);

function fit(examples: readonly ChoiceExample[], strength: number): ChoiceModel {
  return fitChoice(answerFeatureNames, examples, {
    prior: priors,
    priorNone: -10,
    l2: strength,
    solver: 'newton',
  });
}

/** Whether the model puts the right candidate first (ties go to the earlier candidate, as the priors order them). */
function firstIsRight(model: ChoiceModel, example: ChoiceExample): boolean {
  const probabilities = choiceProbabilities(model, example.candidates).slice(0, -1);
  const best = probabilities.indexOf(Math.max(...probabilities));
  return best === example.chosen;
}

/** How often the model fitted without each document's questions puts the right figure first in them. */
function heldOutShare(
  examples: readonly QuestionExample[],
  scored: ReadonlySet<string>,
  strength: number,
): string {
  let right = 0;
  let total = 0;
  for (const file of scored) {
    const model = fit(
      examples.filter((example) => example.file !== file),
      strength,
    );
    const own = examples.filter((example) => example.file === file);
    right += own.filter((example) => firstIsRight(model, example)).length;
    total += own.length;
  }
  return `${((right / total) * 100).toFixed(1)}%`;
}

function crossValidate(dev: readonly QuestionExample[], probes: readonly QuestionExample[]) {
  const devFiles = new Set(dev.map((example) => example.file));
  const probeFiles = new Set(probes.map((example) => example.file));
  const both = [...dev, ...probes];
  const priorModel: ChoiceModel = { features: answerFeatureNames, weights: priors, none: -10 };
  const share = (examples: readonly ChoiceExample[], model: ChoiceModel) =>
    `${((examples.filter((example) => firstIsRight(model, example)).length / examples.length) * 100).toFixed(1)}%`;
  console.log(
    `priors: right figure first for ${share(dev, priorModel)} of dev, ${share(probes, priorModel)} of probes`,
  );
  for (const strength of strengths) {
    console.log(
      `l2 ${strength}: fitted on dev, held out by document: dev ${heldOutShare(dev, devFiles, strength)}, ` +
        `probes ${share(probes, fit(dev, strength))}; on dev and probes: dev ${heldOutShare(both, devFiles, strength)}, ` +
        `probes ${heldOutShare(both, probeFiles, strength)}`,
    );
  }
}

async function main() {
  if (!fixturesPresent) throw new Error(missingFixturesMessage);
  const dev = await devExamples();
  const probes = await probeExamples();
  console.log(
    `${dev.length} dev and ${probes.length} probe questions have a right figure among their candidates`,
  );
  if (process.argv.includes('--cv')) crossValidate(dev, probes);
  const model = fit([...dev, ...probes], l2);
  const file = {
    $comment:
      "Fitted by `npm run fit:analyst` on the dev half's and the probes' questions (scripts/fit-answers.ts); never edited by hand.",
    features: model.features,
    weights: model.weights,
  };
  // Written as the project's formatter writes it, so lint passes on a fresh fit.
  const options = { ...(await resolveConfig(weightsFile)), filepath: weightsFile };
  writeFileSync(weightsFile, await format(JSON.stringify(file), options));
  console.log(`wrote ${weightsFile}`);
}

await main();
