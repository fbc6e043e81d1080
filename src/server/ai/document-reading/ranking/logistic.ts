/**
 * A logistic model: a probability from features and fitted weights. Fitting is plain batch gradient
 * descent from the prior weights, regularised towards them, so the same examples always give the same weights.
 */
export type LogisticModel = { features: readonly string[]; weights: readonly number[] };

export function probability(model: LogisticModel, features: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < features.length; index += 1)
    sum += (model.weights[index] ?? 0) * features[index];
  return 1 / (1 + Math.exp(-sum));
}

export type Example = { features: readonly number[]; label: 0 | 1; weight?: number };

/** `prior`: the weights to start from and to pull towards where the examples say little (zeros if none). */
export type FitOptions = { iterations?: number; rate?: number; l2?: number; prior?: readonly number[] };

/** Weights that make the examples' labels most likely, with a small pull towards zero. */
export function fitLogistic(
  names: readonly string[],
  examples: readonly Example[],
  options: FitOptions = {},
): LogisticModel {
  const { iterations = 6000, rate = 1, l2 = 0.001 } = options;
  const prior = options.prior ?? names.map(() => 0);
  const weights = [...prior];
  const total = examples.reduce((sum, example) => sum + (example.weight ?? 1), 0) || 1;
  for (let step = 0; step < iterations; step += 1) {
    const gradient = names.map(() => 0);
    for (const example of examples) {
      const predicted = probability({ features: names, weights }, example.features);
      const error = (predicted - example.label) * (example.weight ?? 1);
      for (let index = 0; index < names.length; index += 1)
        gradient[index] += error * example.features[index];
    }
    for (let index = 0; index < names.length; index += 1) {
      // The bias (first feature) is not regularised.
      const pull = index === 0 ? 0 : l2 * (weights[index] - prior[index]);
      weights[index] -= rate * (gradient[index] / total + pull);
    }
  }
  return { features: [...names], weights: weights.map((weight) => Math.round(weight * 1e4) / 1e4) };
}
