import weights from './answer-weights.json';
import {
  answerFeatureNames,
  answerFeaturePriors,
  answerFeatures,
  type AnswerFeatureName,
  type AskedText,
  type LedgerHit,
} from './answer-features';
import type { UnderstoodQuestion } from '../chat/understand-question';

type AnswerModel = { features: readonly string[]; weights: readonly number[] };

let model: AnswerModel | null = null;

/** The weights `npm run fit:analyst` fitted, checked against the features the code computes. */
function answerModel(): AnswerModel {
  if (model) return model;
  const stored = weights as AnswerModel;
  if (stored.features.join() !== answerFeatureNames.join())
    throw new Error('answer-weights.json has other features than the code: run npm run fit:analyst');
  model = stored;
  return model;
}

const weighted = (
  features: Record<AnswerFeatureName, number>,
  weightOf: (name: AnswerFeatureName, index: number) => number,
) => answerFeatureNames.reduce((sum, name, index) => sum + weightOf(name, index) * features[name], 0);

/**
 * How well a figure answers the question, by the fitted weights: what it is, whose and when, as
 * `answerFeatures` reads them. Comparable between the figures of one question only.
 */
export function answerScore(
  hit: LedgerHit,
  question: UnderstoodQuestion,
  named: ReadonlyMap<number, number>,
  asked: AskedText,
): number {
  const { weights: fitted } = answerModel();
  return weighted(answerFeatures(hit, question, named, asked), (_, index) => fitted[index]);
}

/** The same score by the priors alone: what the fit starts from. */
export function priorAnswerScore(features: Record<AnswerFeatureName, number>): number {
  return weighted(features, (name) => answerFeaturePriors[name]);
}
