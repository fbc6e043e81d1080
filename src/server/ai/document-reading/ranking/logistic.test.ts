import { describe, expect, it } from 'vitest';
import { fitLogistic, probability, type Example } from './logistic';

// The first feature is the bias; a sentence is a risk when it speaks of loss, not when it defines.
const names = ['bias', 'loss_word', 'definition'];
const examples: Example[] = [
  { features: [1, 1, 0], label: 1 },
  { features: [1, 2, 0], label: 1 },
  { features: [1, 0, 1], label: 0 },
  { features: [1, 0, 0], label: 0 },
  { features: [1, 1, 1], label: 0 },
];

describe('probability', () => {
  it('is the logistic of the weighted sum of the features', () => {
    const model = { features: names, weights: [-1, 2, 0] };
    expect(probability(model, [1, 1, 0])).toBeCloseTo(1 / (1 + Math.exp(-1)), 12);
    expect(probability(model, [1, 0, 0])).toBeCloseTo(1 / (1 + Math.exp(1)), 12);
  });

  it('is one half with no evidence either way', () => {
    expect(probability({ features: names, weights: [0, 0, 0] }, [1, 1, 1])).toBe(0.5);
  });
});

describe('fitLogistic', () => {
  it('learns the right sign for each feature from separable examples, and classifies them right', () => {
    const model = fitLogistic(names, examples);
    expect(model.features).toEqual(names);
    expect(model.weights[1]).toBeGreaterThan(0);
    expect(model.weights[2]).toBeLessThan(0);
    for (const example of examples) {
      expect(probability(model, example.features) > 0.5 ? 1 : 0).toBe(example.label);
    }
  });

  it('is deterministic: the same examples give the same weights', () => {
    expect(fitLogistic(names, examples)).toEqual(fitLogistic(names, examples));
  });

  it('keeps the prior when there are no examples', () => {
    const prior = [-3, 1, -2];
    expect(fitLogistic(names, [], { prior }).weights).toEqual(prior);
  });

  it('pulls the weights it has no evidence for towards the prior', () => {
    // No example has the third feature: its weight stays where the prior put it.
    const unseen = examples.map((example) => ({
      ...example,
      features: [...example.features.slice(0, 2), 0],
    }));
    expect(fitLogistic(names, unseen, { prior: [0, 0, -2] }).weights[2]).toBe(-2);
  });

  it('pulls harder towards the prior as the regularisation grows', () => {
    const prior = [0, 0, 0];
    const loose = fitLogistic(names, examples, { prior, l2: 0.01 });
    const tight = fitLogistic(names, examples, { prior, l2: 1 });
    expect(Math.abs(tight.weights[1])).toBeLessThan(Math.abs(loose.weights[1]));
    expect(Math.abs(tight.weights[2])).toBeLessThan(Math.abs(loose.weights[2]));
  });
});
