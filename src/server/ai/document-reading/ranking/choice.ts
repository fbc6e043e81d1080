/**
 * A choice model (conditional logit): one of several candidates, or none of them, each candidate scored
 * by the same weights over its own features. It fits the assignment of a figure to at most one concept:
 * the candidates compete, so a concept's weak evidence only wins where nothing stronger stands.
 * Fitting is batch gradient descent from the prior weights, or Newton's method to the optimum
 * (`solver: 'newton'`), regularised towards them: reproducible either way.
 */
import { minimise } from './newton';

export type ChoiceModel = { features: readonly string[]; weights: readonly number[]; none: number };

export type ChoiceExample = {
  candidates: readonly (readonly number[])[];
  /** The index of the right candidate, or null when none of them is right. */
  chosen: number | null;
  weight?: number;
};

function utility(weights: readonly number[], features: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < features.length; index += 1) sum += weights[index] * features[index];
  return sum;
}

/** Each candidate's probability, and none's last. */
export function choiceProbabilities(
  model: ChoiceModel,
  candidates: readonly (readonly number[])[],
): number[] {
  const utilities = [...candidates.map((features) => utility(model.weights, features)), model.none];
  const top = Math.max(...utilities);
  const exponents = utilities.map((value) => Math.exp(value - top));
  const total = exponents.reduce((sum, value) => sum + value, 0);
  return exponents.map((value) => value / total);
}

/**
 * `prior`: the weights to start from and to pull towards where the examples say little (zeros if none).
 * `iterations` and `rate` are gradient descent's; Newton's method runs until the optimum.
 */
export type ChoiceFitOptions = {
  solver?: 'gradient' | 'newton';
  iterations?: number;
  rate?: number;
  l2?: number;
  prior?: readonly number[];
  priorNone?: number;
};

export function fitChoice(
  names: readonly string[],
  examples: readonly ChoiceExample[],
  options: ChoiceFitOptions = {},
): ChoiceModel {
  const { iterations = 3000, rate = 0.5, l2 = 0.01 } = options;
  const prior = options.prior ?? names.map(() => 0);
  if (options.solver === 'newton') return fitByNewton(names, examples, l2, prior, options.priorNone ?? 0);
  const model = { features: [...names], weights: [...prior], none: options.priorNone ?? 0 };
  const total = examples.reduce((sum, example) => sum + (example.weight ?? 1), 0) || 1;
  for (let step = 0; step < iterations; step += 1) {
    const gradient = names.map(() => 0);
    let noneGradient = 0;
    for (const example of examples) {
      const weight = example.weight ?? 1;
      const probabilities = choiceProbabilities(model, example.candidates);
      example.candidates.forEach((features, index) => {
        const target = example.chosen === index ? 1 : 0;
        const error = (probabilities[index] - target) * weight;
        for (let feature = 0; feature < names.length; feature += 1)
          gradient[feature] += error * features[feature];
      });
      noneGradient += (probabilities[example.candidates.length] - (example.chosen === null ? 1 : 0)) * weight;
    }
    for (let feature = 0; feature < names.length; feature += 1) {
      model.weights[feature] -=
        rate * (gradient[feature] / total + l2 * (model.weights[feature] - prior[feature]));
    }
    model.none -= rate * (noneGradient / total);
  }
  return rounded(model);
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const rounded = (model: ChoiceModel): ChoiceModel => ({
  features: model.features,
  weights: model.weights.map(round),
  none: round(model.none),
});

/**
 * The weights, and none's utility last, that minimise the examples' weighted log-loss plus the pull
 * towards the prior (none is not pulled), by Newton's method.
 */
function fitByNewton(
  names: readonly string[],
  examples: readonly ChoiceExample[],
  l2: number,
  prior: readonly number[],
  priorNone: number,
): ChoiceModel {
  const size = names.length + 1;
  const total = examples.reduce((sum, example) => sum + (example.weight ?? 1), 0) || 1;
  const pull = (index: number) => (index < names.length ? l2 : 0);
  const start = [...prior, priorNone];
  const modelAt = (point: readonly number[]): ChoiceModel => ({
    features: names,
    weights: point.slice(0, names.length),
    none: point[names.length],
  });
  // A candidate's features with none's indicator after them, and none's own vector.
  const vectors = (example: ChoiceExample) => [
    ...example.candidates.map((features) => [...features, 0]),
    [...names.map(() => 0), 1],
  ];
  const optimum = minimise(
    {
      value: (point) => {
        let loss = 0;
        for (const example of examples) {
          const probabilities = choiceProbabilities(modelAt(point), example.candidates);
          const right = example.chosen ?? example.candidates.length;
          loss -= (example.weight ?? 1) * Math.log(Math.max(probabilities[right], 1e-300));
        }
        return (
          loss / total +
          point.reduce((sum, value, index) => sum + (pull(index) / 2) * (value - start[index]) ** 2, 0)
        );
      },
      derivatives: (point) => {
        const gradient = point.map((value, index) => pull(index) * (value - start[index]));
        const hessian = point.map((_, row) => point.map((__, column) => (row === column ? pull(row) : 0)));
        for (const example of examples) {
          const weight = (example.weight ?? 1) / total;
          const probabilities = choiceProbabilities(modelAt(point), example.candidates);
          const all = vectors(example);
          const right = example.chosen ?? example.candidates.length;
          const mean = new Array<number>(size).fill(0);
          all.forEach((vector, option) => {
            for (let index = 0; index < size; index += 1)
              mean[index] += probabilities[option] * vector[index];
          });
          for (let index = 0; index < size; index += 1)
            gradient[index] += weight * (mean[index] - all[right][index]);
          all.forEach((vector, option) => {
            const share = weight * probabilities[option];
            if (share === 0) return;
            for (let row = 0; row < size; row += 1) {
              if (vector[row] === 0) continue;
              for (let column = 0; column < size; column += 1)
                hessian[row][column] += share * vector[row] * vector[column];
            }
          });
          for (let row = 0; row < size; row += 1) {
            if (mean[row] === 0) continue;
            for (let column = 0; column < size; column += 1)
              hessian[row][column] -= weight * mean[row] * mean[column];
          }
        }
        return { gradient, hessian };
      },
    },
    start,
  );
  return rounded(modelAt(optimum));
}
