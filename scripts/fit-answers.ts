/**
 * `npm run fit:analyst`, second step: fits the weights by which the analyst picks the figure that answers
 * a question (src/server/ai/retrieval/answer-weights.json) on the dev half's annotated questions, never
 * the test half's. The dev documents are processed through the product's real path, each question's
 * candidate figures are read from the ledger as the chat reads them, and a choice model learns which
 * candidate is the annotated figure, fitted to its optimum by Newton's method and pulled towards the
 * priors in answer-features.ts. Reproducible: the same documents and code give the same file.
 *
 * `-- --cv` also prints, for each regularisation strength, how often the right figure comes first when
 * each document's questions are held out of the fit (leave one document out), beside the priors'.
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
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
import { processCorpus } from '../tests/analyst/processed-corpus';
import { qaQuestions, statesValue } from '../tests/analyst/qa-score';
import { annotatedDocuments } from '../tests/analyst/truth';

const weightsFile = join(import.meta.dirname, '../src/server/ai/retrieval/answer-weights.json');
// The candidates a question's example keeps: the best by the priors, and the first right one.
const keptCandidates = 150;
// How strongly the fit is pulled towards the priors; chosen by `--cv` on the dev half.
const l2 = 0.01;
const strengths = [0.01, 0.03, 0.1, 0.3];

type QuestionExample = ChoiceExample & { file: string };

async function questionExamples(): Promise<QuestionExample[]> {
  const annotated = annotatedDocuments(['dev']);
  const corpus = await processCorpus(annotated.map((document) => document.file));
  try {
    const questions = qaQuestions(annotated).filter((question) => question.kind === 'figure');
    const perDocument = new Map<string, number>();
    for (const question of questions)
      perDocument.set(question.file, (perDocument.get(question.file) ?? 0) + 1);
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
          // Right as the evaluation counts it: the annotated document's figure of that value, on any page.
          const right = hit.document_id === documentId && statesValue(hit.value, question.value!);
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
  } finally {
    await corpus.close();
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

function crossValidate(examples: readonly QuestionExample[]) {
  const files = [...new Set(examples.map((example) => example.file))];
  const priorModel: ChoiceModel = { features: answerFeatureNames, weights: priors, none: -10 };
  const share = (hits: number) => `${((hits / examples.length) * 100).toFixed(1)}%`;
  console.log(
    `priors: right figure first for ${share(examples.filter((e) => firstIsRight(priorModel, e)).length)}`,
  );
  for (const strength of strengths) {
    let right = 0;
    for (const file of files) {
      const model = fit(
        examples.filter((example) => example.file !== file),
        strength,
      );
      right += examples.filter((example) => example.file === file && firstIsRight(model, example)).length;
    }
    console.log(`l2 ${strength}: right figure first for ${share(right)} held out by document`);
  }
}

async function main() {
  if (!fixturesPresent) throw new Error(missingFixturesMessage);
  const examples = await questionExamples();
  console.log(`${examples.length} dev questions have a right figure among their candidates`);
  if (process.argv.includes('--cv')) crossValidate(examples);
  const model = fit(examples, l2);
  const file = {
    $comment:
      "Fitted by `npm run fit:analyst` on the dev half's questions (scripts/fit-answers.ts); never edited by hand.",
    features: model.features,
    weights: model.weights,
  };
  // Written as the project's formatter writes it, so lint passes on a fresh fit.
  const options = { ...(await resolveConfig(weightsFile)), filepath: weightsFile };
  writeFileSync(weightsFile, await format(JSON.stringify(file), options));
  console.log(`wrote ${weightsFile}`);
}

await main();
