import type { Measurement } from './load';

export type ComparisonRow = {
  name: string;
  database: string;
  measured: Measurement;
  baseline: Measurement;
  /** This row's target ratio; null when the baseline is context, not a goal. Defaults to the table's. */
  target?: number | null;
};

const columns = ['case', 'database', 'rps', 'p99 ms', 'base rps', 'base p99', 'ratio', 'target'];

/**
 * Prints one aligned table of measured cases against their same-run baselines. The verdict is printed,
 * never thrown: timings on a shared machine are evidence, not a test.
 */
export function printComparison(
  title: string,
  rows: ComparisonRow[],
  targetRatio: number | null = null,
): void {
  const cells = rows.map((row) => {
    const ratio = row.measured.rps / row.baseline.rps;
    const target = row.target === undefined ? targetRatio : row.target;
    return [
      row.name,
      row.database,
      row.measured.rps.toFixed(0),
      row.measured.p99Ms.toFixed(1),
      row.baseline.rps.toFixed(0),
      row.baseline.p99Ms.toFixed(1),
      `${ratio.toFixed(2)}x`,
      target === null ? '-' : ratio >= target ? `met (>= ${target}x)` : `MISSED (< ${target}x)`,
    ];
  });
  printTable(title, columns, cells, 2);
}

/**
 * An aligned table of any figures: the first `textColumns` columns align left, the rest (figures) right,
 * so digits line up.
 */
export function printTable(title: string, header: string[], cells: string[][], textColumns = 1): void {
  const widths = header.map((column, i) => Math.max(column.length, ...cells.map((row) => row[i].length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => (i < textColumns ? value.padEnd(widths[i]) : value.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row));
}

/** 'met (< 100 ms)' or 'MISSED (>= 100 ms)': a verdict to print beside a figure, never to throw. */
export function verdict(met: boolean, goal: string, opposite: string): string {
  return met ? `met (${goal})` : `MISSED (${opposite})`;
}
