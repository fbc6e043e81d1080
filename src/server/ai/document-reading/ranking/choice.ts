/**
 * A choice model (conditional logit): one of several candidates, or none of them, each candidate scored
 * by the same weights over its own features. It fits the assignment of a figure to at most one concept:
 * the candidates compete, so a concept's weak evidence only wins where nothing stronger stands.
 * Fitting is batch gradient descent from the prior weights, regularised towards them: reproducible.
 */
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

/** `prior`: the weights to start from and to pull towards where the examples say little (zeros if none). */
export type ChoiceFitOptions = {
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
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return { features: model.features, weights: model.weights.map(round), none: round(model.none) };
}
