import weights from './weights.json';
import type { ChoiceModel } from './choice';
import { conceptFeatureNames } from './concept-features';
import { highlightFeatureNames } from './highlight-features';
import type { LogisticModel } from './logistic';
import { riskFeatureNames } from '../risks/risk-features';

export type FittedModels = { concept: ChoiceModel; highlight: LogisticModel; risk: LogisticModel };

/** A fitted model, checked against the features the code computes: a stale file fails loudly. */
function checked<Model extends { features: readonly string[] }>(
  name: string,
  stored: unknown,
  expected: readonly string[],
): Model {
  const model = stored as Model;
  if (model?.features?.join() !== expected.join()) {
    throw new Error(`weights.json's ${name} model has other features than the code: run npm run fit:analyst`);
  }
  return model;
}

let fitted: FittedModels | null = null;

/** The models `npm run fit:analyst` fitted, read on first use (the fitting script itself never needs them). */
export function fittedModels(): FittedModels {
  fitted ??= {
    concept: checked<ChoiceModel>('concept', weights.concept, conceptFeatureNames),
    highlight: checked<LogisticModel>('highlight', weights.highlight, highlightFeatureNames),
    risk: checked<LogisticModel>('risk', (weights as { risk?: unknown }).risk, riskFeatureNames),
  };
  return fitted;
}
