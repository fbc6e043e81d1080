/**
 * A logistic model: a probability from features and fitted weights. Fitting minimises the examples'
 * weighted log-loss with a pull towards the prior weights by Newton's method (`newton.ts`), to the
 * optimum, so the same examples always give the same weights.
 */
import { minimise } from './newton';

export type LogisticModel = { features: readonly string[]; weights: readonly number[] };

function weightedSum(weights: readonly number[], features: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < features.length; index += 1) sum += (weights[index] ?? 0) * features[index];
  return sum;
}

export function probability(model: LogisticModel, features: readonly number[]): number {
  return 1 / (1 + Math.exp(-weightedSum(model.weights, features)));
}

export type Example = { features: readonly number[]; label: 0 | 1; weight?: number };

/**
 * `prior`: the weights to pull towards where the examples say little (zeros if none); `l2`: how hard.
 * The bias (the first feature) is not pulled.
 */
export type FitOptions = { l2?: number; prior?: readonly number[] };

/** log(1 + e^s) without overflow. */
const softplus = (sum: number) => (sum > 0 ? sum + Math.log1p(Math.exp(-sum)) : Math.log1p(Math.exp(sum)));

/** Weights that make the examples' labels most likely, pulled towards the prior. */
export function fitLogistic(
  names: readonly string[],
  examples: readonly Example[],
  options: FitOptions = {},
): LogisticModel {
  const { l2 = 0.001 } = options;
  const prior = options.prior ?? names.map(() => 0);
  const total = examples.reduce((sum, example) => sum + (example.weight ?? 1), 0) || 1;
  const pull = (index: number) => (index === 0 ? 0 : l2);
  const weights = minimise(
    {
      value: (point) => {
        let loss = 0;
        for (const example of examples) {
          const sum = weightedSum(point, example.features);
          loss += (example.weight ?? 1) * (softplus(sum) - example.label * sum);
        }
        return (
          loss / total +
          point.reduce((sum, weight, index) => sum + (pull(index) / 2) * (weight - prior[index]) ** 2, 0)
        );
      },
      derivatives: (point) => {
        const gradient = point.map((weight, index) => pull(index) * (weight - prior[index]));
        const hessian = point.map((_, row) => point.map((__, column) => (row === column ? pull(row) : 0)));
        for (const example of examples) {
          const predicted = 1 / (1 + Math.exp(-weightedSum(point, example.features)));
          const weight = (example.weight ?? 1) / total;
          const error = (predicted - example.label) * weight;
          const curvature = predicted * (1 - predicted) * weight;
          const { features } = example;
          for (let row = 0; row < features.length; row += 1) {
            if (features[row] === 0) continue;
            gradient[row] += error * features[row];
            for (let column = 0; column < features.length; column += 1)
              hessian[row][column] += curvature * features[row] * features[column];
          }
        }
        return { gradient, hessian };
      },
    },
    prior,
  );
  return { features: [...names], weights: weights.map((weight) => Math.round(weight * 1e4) / 1e4) };
}
