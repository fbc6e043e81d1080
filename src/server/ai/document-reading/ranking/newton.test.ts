import { describe, expect, it } from 'vitest';
import { minimise, solveLinear } from './newton';

describe('solveLinear', () => {
  it('solves a system whose first pivot is zero', () => {
    const solution = solveLinear(
      [
        [0, 2, 1],
        [1, 1, 0],
        [2, 0, 3],
      ],
      [7, 3, 11],
    );
    [1, 2, 3].forEach((expected, index) => expect(solution[index]).toBeCloseTo(expected, 12));
  });
});

describe('minimise', () => {
  it('reaches the least point of a convex function, from anywhere', () => {
    // (x − 2)² + log cosh(y + 1): least at (2, −1), flat far from it in y.
    const objective = {
      value: ([x, y]: readonly number[]) => (x - 2) ** 2 + Math.log(Math.cosh(y + 1)),
      derivatives: ([x, y]: readonly number[]) => ({
        gradient: [2 * (x - 2), Math.tanh(y + 1)],
        hessian: [
          [2, 0],
          [0, 1 - Math.tanh(y + 1) ** 2],
        ],
      }),
    };
    for (const start of [
      [0, 0],
      [40, -30],
    ]) {
      const [x, y] = minimise(objective, start);
      expect(x).toBeCloseTo(2, 8);
      expect(y).toBeCloseTo(-1, 6);
    }
  });

  it('stays put where the gradient is zero', () => {
    const flat = {
      value: () => 1,
      derivatives: () => ({
        gradient: [0, 0],
        hessian: [
          [0, 0],
          [0, 0],
        ],
      }),
    };
    expect(minimise(flat, [3, -4])).toEqual([3, -4]);
  });
});
