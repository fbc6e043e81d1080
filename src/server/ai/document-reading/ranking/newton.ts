/**
 * Newton's method for the smooth convex objectives the fitted models minimise (a penalised
 * log-likelihood): each step solves the Hessian's system for the gradient, halved until the objective
 * falls, so it reaches the optimum in a few dozen steps whatever the scale of the data. No randomness and
 * sums in a fixed order: the same objective always gives the same point.
 */
export type Objective = {
  value: (point: readonly number[]) => number;
  derivatives: (point: readonly number[]) => { gradient: number[]; hessian: number[][] };
};

// A flat direction (a feature no example has, an unpenalised parameter nothing moves) keeps the system solvable.
const ridge = 1e-9;
const maxSteps = 100;
const maxHalvings = 40;
// Stops when the step would lower the objective by less than this.
const tolerance = 1e-12;

/** The solution of `matrix · x = vector` by Gaussian elimination with partial pivoting. */
export function solveLinear(matrix: readonly (readonly number[])[], vector: readonly number[]): number[] {
  const size = vector.length;
  const rows = matrix.map((row, index) => [...row, vector[index]]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) {
      if (Math.abs(rows[row][column]) > Math.abs(rows[pivot][column])) pivot = row;
    }
    [rows[column], rows[pivot]] = [rows[pivot], rows[column]];
    const lead = rows[column][column];
    if (lead === 0) continue;
    for (let row = column + 1; row < size; row += 1) {
      const factor = rows[row][column] / lead;
      if (factor === 0) continue;
      for (let entry = column; entry <= size; entry += 1) rows[row][entry] -= factor * rows[column][entry];
    }
  }
  const solution = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row -= 1) {
    let rest = rows[row][size];
    for (let column = row + 1; column < size; column += 1) rest -= rows[row][column] * solution[column];
    solution[row] = rows[row][row] === 0 ? 0 : rest / rows[row][row];
  }
  return solution;
}

/** The point where the objective is least, from `start`. */
export function minimise(objective: Objective, start: readonly number[]): number[] {
  let point = [...start];
  let value = objective.value(point);
  for (let step = 0; step < maxSteps; step += 1) {
    const { gradient, hessian } = objective.derivatives(point);
    const damped = hessian.map((row, index) =>
      row.map((entry, column) => entry + (index === column ? ridge : 0)),
    );
    const direction = solveLinear(
      damped,
      gradient.map((entry) => -entry),
    );
    const slope = gradient.reduce((sum, entry, index) => sum + entry * direction[index], 0);
    if (-slope / 2 < tolerance) break;
    let length = 1;
    let moved = false;
    for (let halving = 0; halving < maxHalvings; halving += 1, length /= 2) {
      const next = point.map((entry, index) => entry + length * direction[index]);
      const nextValue = objective.value(next);
      if (nextValue <= value + 1e-4 * length * slope) {
        point = next;
        value = nextValue;
        moved = true;
        break;
      }
    }
    if (!moved) break;
  }
  return point;
}
