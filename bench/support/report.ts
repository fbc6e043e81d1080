import type { Measurement } from './load';

export type ComparisonRow = {
  name: string;
  database: string;
  measured: Measurement;
  baseline: Measurement;
};

const columns = ['case', 'database', 'rps', 'p99 ms', 'base rps', 'base p99', 'ratio', 'target'];

/**
 * Prints one aligned table of measured cases against their same-run baselines. The verdict is printed,
 * never thrown: timings on a shared machine are evidence, not a test.
 */
export function printComparison(title: string, rows: ComparisonRow[], targetRatio: number): void {
  const cells = rows.map((row) => {
    const ratio = row.measured.rps / row.baseline.rps;
    return [
      row.name,
      row.database,
      row.measured.rps.toFixed(0),
      row.measured.p99Ms.toFixed(1),
      row.baseline.rps.toFixed(0),
      row.baseline.p99Ms.toFixed(1),
      `${ratio.toFixed(2)}x`,
      ratio >= targetRatio ? `met (>= ${targetRatio}x)` : `MISSED (< ${targetRatio}x)`,
    ];
  });
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((row) => row[i].length)));
  // Text columns align left, figures right, so digits line up.
  const line = (values: string[]) =>
    values.map((value, i) => (i < 2 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row));
}
