import { figureConcepts, type FigureConcept } from './figure-concepts';
import { findFigureValues, type FigureValue } from './figure-values';
import { plausible, type FinancialFigure } from './financial-figures';
import type { TableValue, WorkbookTable } from './workbook-tables';

// A sheet of a hundred commitments names the concept a hundred times; a dozen readings say enough.
const maxFiguresPerConcept = 12;
// A track record lists a few funds under a 'Net IRR' column; a longer table is a data set whose rows are
// records of other funds and deals, whose column does not state this fund's figure.
const maxRowsNamedByColumn = 20;
// A zero in a statement's column is a period with nothing in it, not a figure worth citing.
const zero = /^[^1-9]*$/;

/** The cell's value as a figure: what the figure reader makes of it, or a plain amount ('100.0'). */
function cellFigure(cell: TableValue): FigureValue {
  const [found] = findFigureValues(cell.value);
  const whole = found && found.start === 0 && found.end === cell.value.length;
  return { kind: whole ? found.kind : 'amount', text: cell.value, start: cell.start, end: cell.end };
}

// 'Beginning NAV' is last period's balance carried in, not the fund's value now.
const openingRow = /^(?:beginning|opening)\b/i;
const openingBalance = figureConcepts.find((concept) => concept.concept === 'opening_balance');

/** The catalogue entries whose cue a label holds ('Net IRR', 'Commitment ($M)'). */
function conceptsCued(label: string): FigureConcept[] {
  if (openingRow.test(label)) return openingBalance ? [openingBalance] : [];
  return figureConcepts.filter((concept) => {
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
  const perConcept = new Map<string, number>();
  const figures: FinancialFigure[] = [];
  // A row's label, or a column's header, names every cell in it: its cues are read once.
  const cued = new Map<string, FigureConcept[]>();
  const named = (label: string, figure: () => FigureValue) => {
    let concepts = cued.get(label);
    if (!concepts) cued.set(label, (concepts = conceptsCued(label)));
    return concepts.length ? concepts.find((concept) => plausible(concept, figure())) : undefined;
  };
  for (const table of tables) {
    const columnsName = table.rows.length <= maxRowsNamedByColumn;
    for (const value of table.rows.flatMap((row) => row.values)) {
      if (zero.test(value.value)) continue;
      let read: FigureValue | undefined;
      const figure = () => (read ??= cellFigure(value));
      const byRow = named(value.rowLabel, figure);
      const byColumn =
        !byRow && columnsName && value.columnHeader ? named(value.columnHeader, figure) : undefined;
      const concept = byRow ?? byColumn;
      if (!concept) continue;
      const count = perConcept.get(concept.concept) ?? 0;
      if (count >= maxFiguresPerConcept) continue;
      perConcept.set(concept.concept, count + 1);
      figures.push({
        concept: concept.concept,
        kind: figure().kind,
        label: byRow ? value.rowLabel : (value.columnHeader ?? value.rowLabel),
        value: value.value,
        start: value.start,
        end: value.end,
        gap: 0,
        labelStart: value.start,
        labelEnd: value.end,
      });
    }
  }
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
