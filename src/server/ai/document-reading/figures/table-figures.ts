import { figureConcepts, type FigureConcept } from './figure-concepts';
import { findFigureValues, type FigureValue } from './figure-values';
import { plausible, type FinancialFigure } from './financial-figures';
import type { TableValue, WorkbookTable } from './workbook-tables';

// A sheet of a hundred commitments names the concept a hundred times; a dozen readings say enough.
const maxFiguresPerConcept = 12;
// Cells read in one pass of the figure reader.
const batchSize = 256;
// A track record lists a few funds under a 'Net IRR' column; a longer table is a data set whose rows are
// records of other funds and deals, whose column does not state this fund's figure.
const maxRowsNamedByColumn = 20;
// A zero in a statement's column is a period with nothing in it, not a figure worth citing.
const zero = /^[^1-9]*$/;

// Cells are read apart by a blank line: no figure pattern reaches over two line breaks, so each cell
// reads as it would alone.
const cellSeparator = '\n\n';

/**
 * Each cell's value as a figure: what the figure reader makes of it, or a plain amount ('100.0'). The
 * cells are read in one pass, since reading each alone set up every pattern again for every cell.
 */
function cellFigures(cells: readonly TableValue[]): FigureValue[] {
  const found = findFigureValues(cells.map((cell) => cell.value).join(cellSeparator));
  let next = 0;
  let offset = 0;
  return cells.map((cell) => {
    const end = offset + cell.value.length;
    while (next < found.length && found[next].start < offset) next += 1;
    const first = found[next];
    const whole = first && first.start === offset && first.end === end;
    offset = end + cellSeparator.length;
    return { kind: whole ? first.kind : 'amount', text: cell.value, start: cell.start, end: cell.end };
  });
}

// 'Beginning NAV' is last period's balance carried in, not the fund's value now.
const openingRow = /^(?:beginning|opening)\b/i;
const openingBalance = figureConcepts.find((concept) => concept.concept === 'opening_balance');

/**
 * The catalogue entries whose cue a label holds ('Net IRR', 'Commitment ($M)'). A cue that names only a
 * value written before it ('a $500M fund') names no row or column: there the label comes first, and
 * 'Fund II' in a deal's row says which fund made the deal, not what its amounts are.
 */
function conceptsCued(label: string): FigureConcept[] {
  if (openingRow.test(label)) return openingBalance ? [openingBalance] : [];
  return figureConcepts.filter((concept) => {
    if (concept.side === 'before') return false;
    concept.cue.lastIndex = 0;
    return concept.cue.test(label);
  });
}

/**
 * The figures a workbook's tables state: a value whose row label names a concept ('Net IRR' across
 * period columns), or else whose column header does ('Net IRR' over a list of funds). The label is the
 * one that named it; the value is the cell's text, verbatim.
 */
function figuresOfTables(tables: readonly WorkbookTable[]): FinancialFigure[] {
  // A row's label, or a column's header, names every cell in it: its cues are read once.
  const cued = new Map<string, FigureConcept[]>();
  const conceptsOf = (label: string) => {
    let concepts = cued.get(label);
    if (!concepts) cued.set(label, (concepts = conceptsCued(label)));
    return concepts;
  };
  const candidates = tables.flatMap((table) => {
    const columnsName = table.rows.length <= maxRowsNamedByColumn;
    return table.rows
      .flatMap((row) => row.values)
      .filter((value) => !zero.test(value.value))
      .map((value) => ({
        value,
        byRow: conceptsOf(value.rowLabel),
        byColumn: columnsName && value.columnHeader ? conceptsOf(value.columnHeader) : [],
      }))
      .filter(({ byRow, byColumn }) => byRow.length > 0 || byColumn.length > 0);
  });
  const perConcept = new Map<string, number>();
  const figures: FinancialFigure[] = [];
  const full = (concepts: readonly FigureConcept[]) =>
    concepts.every((concept) => (perConcept.get(concept.concept) ?? 0) >= maxFiguresPerConcept);
  const read = (batch: typeof candidates) => {
    const figuresOfCells = cellFigures(batch.map(({ value }) => value));
    batch.forEach(({ value, byRow, byColumn }, index) => {
      const figure = figuresOfCells[index];
      const rowConcept = byRow.find((concept) => plausible(concept, figure));
      const concept = rowConcept ?? byColumn.find((concept) => plausible(concept, figure));
      if (!concept) return;
      const count = perConcept.get(concept.concept) ?? 0;
      if (count >= maxFiguresPerConcept) return;
      perConcept.set(concept.concept, count + 1);
      figures.push({
        concept: concept.concept,
        kind: figure.kind,
        label: rowConcept ? value.rowLabel : (value.columnHeader ?? value.rowLabel),
        value: value.value,
        start: value.start,
        end: value.end,
        gap: 0,
        labelStart: value.start,
        labelEnd: value.end,
      });
    });
  };
  // Cells are read a batch at a time, and a cell whose every concept has its dozen readings is not read.
  let batch: typeof candidates = [];
  for (const candidate of candidates) {
    if (full(candidate.byRow) && full(candidate.byColumn)) continue;
    batch.push(candidate);
    if (batch.length < batchSize) continue;
    read(batch);
    batch = [];
  }
  read(batch);
  return figures;
}

/**
 * A workbook's figures: what its tables name, and what the text reader found elsewhere. Where both read
 * a cell, the table's reading stands, since it knows the cell's row and column.
 */
export function withTableFigures(
  found: readonly FinancialFigure[],
  tables: readonly WorkbookTable[],
): FinancialFigure[] {
  const fromTables = figuresOfTables(tables);
  const cells = new Set(fromTables.map((figure) => figure.start));
  return [...found.filter((figure) => !cells.has(figure.start)), ...fromTables];
}
