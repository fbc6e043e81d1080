import { describe, expect, it } from 'vitest';
import { choiceProbabilities, fitChoice, type ChoiceExample, type ChoiceModel } from './choice';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Three figures' candidates: the right one has the telling feature; the second example has no right one. */
const examples: ChoiceExample[] = [
  {
    candidates: [
      [1, 0],
      [0, 1],
      [0, 0],
    ],
    chosen: 0,
  },
  {
    candidates: [
      [0, 1],
      [1, 1],
    ],
    chosen: 1,
  },
  {
    candidates: [
      [0, 1],
      [0, 0],
    ],
    chosen: null,
  },
  {
    candidates: [
      [0, 0],
      [1, 0],
    ],
    chosen: 1,
  },
];
const names = ['telling', 'misleading'];

describe('choiceProbabilities', () => {
  it("gives each candidate's probability and none's last, summing to one", () => {
    const model: ChoiceModel = { features: names, weights: [1, -1], none: 0 };
    const probabilities = choiceProbabilities(model, [
      [1, 0],
      [0, 1],
    ]);
    expect(probabilities).toHaveLength(3);
    expect(sum(probabilities)).toBeCloseTo(1, 12);
    const total = Math.E + 1 / Math.E + 1;
    expect(probabilities[0]).toBeCloseTo(Math.E / total, 12);
    expect(probabilities[1]).toBeCloseTo(1 / Math.E / total, 12);
    expect(probabilities[2]).toBeCloseTo(1 / total, 12);
  });

  it('gives none all the probability when there is no candidate', () => {
    expect(choiceProbabilities({ features: names, weights: [1, 1], none: -3 }, [])).toEqual([1]);
  });

  it('stays finite for utilities far too large to exponentiate', () => {
    const probabilities = choiceProbabilities({ features: ['score'], weights: [1000], none: 0 }, [[1], [2]]);
    expect(probabilities.every(Number.isFinite)).toBe(true);
    expect(sum(probabilities)).toBeCloseTo(1, 12);
    expect(probabilities[1]).toBeCloseTo(1, 12);
  });
});

describe('fitChoice', () => {
  it('learns from separable examples that the telling feature chooses, and the misleading one does not', () => {
    const model = fitChoice(names, examples);
    expect(model.features).toEqual(names);
    expect(model.weights[0]).toBeGreaterThan(0);
    expect(model.weights[1]).toBeLessThan(0);
    const fresh = choiceProbabilities(model, [
      [0, 1],
      [1, 0],
    ]);
    expect(fresh.indexOf(Math.max(...fresh))).toBe(1);
    const nothingTelling = choiceProbabilities(model, [[0, 1]]);
    expect(nothingTelling[1]).toBeGreaterThan(nothingTelling[0]);
  });

  it('is deterministic: the same examples give the same weights', () => {
    expect(fitChoice(names, examples)).toEqual(fitChoice(names, examples));
  });

  it('starts from the prior, and keeps it when there are no examples', () => {
    const prior = { prior: [0.5, -2], priorNone: 0.25 };
    expect(fitChoice(names, examples, { ...prior, iterations: 0 })).toEqual({
      features: names,
      weights: [0.5, -2],
      none: 0.25,
    });
    expect(fitChoice(names, [], prior)).toEqual({ features: names, weights: [0.5, -2], none: 0.25 });
  });

  it('counts an example by its weight', () => {
    const conflicting: ChoiceExample[] = [
      {
        candidates: [
          [1, 0],
          [0, 1],
        ],
        chosen: 0,
        weight: 3,
      },
      {
        candidates: [
          [1, 0],
          [0, 1],
        ],
        chosen: 1,
      },
    ];
    const model = fitChoice(names, conflicting, { iterations: 500 });
    expect(model.weights[0]).toBeGreaterThan(model.weights[1]);
  });

  it("with Newton's method, reaches the optimum gradient descent approaches", () => {
    const options = { l2: 0.1, prior: [0.5, -0.5], priorNone: 0 };
    const newton = fitChoice(names, examples, { ...options, solver: 'newton' });
    const descent = fitChoice(names, examples, { ...options, iterations: 20_000 });
    newton.weights.forEach((weight, index) => expect(weight).toBeCloseTo(descent.weights[index], 3));
    expect(newton.none).toBeCloseTo(descent.none, 3);
    expect(fitChoice(names, [], { ...options, solver: 'newton' })).toEqual({
      features: names,
      weights: [0.5, -0.5],
      none: 0,
    });
  });
});
