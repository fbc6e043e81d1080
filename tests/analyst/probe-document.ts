/**
 * A probe: a document written here, in a genre the annotated halves lack or barely hold, with the
 * questions a person would ask of it (probes/*.txt). Its text is ours, so anyone may read it and tune on
 * it as on the dev half. The file name's extension says what it is made as: a PDF, a workbook (.xlsx,
 * a sheet per page, named by the page's marker) or a Word document (.docx, table rows as Word tables).
 * A spec file holds:
 *
 *   # file: Name_Of_The_Document.pdf
 *   === Sheet name            (a new page; the name only for a workbook)
 *   ===|| Title               (a PDF page whose prose runs in two columns, as a newsletter's does)
 *   A line of prose, wrapped to the page's width.
 *   Label | 1,234 | 5.6%      (a table row: cells set in columns, the first where prose starts; a
 *                             table too wide for the page is set in smaller type, and a cell of
 *                             words past the page's edge wraps under itself)
 *   | $1.2 billion | 1.5x      (a row of tiles: figures without a label, their captions on the next row)
 *   ?? A question as a person asks it? => the value as the document writes it
 *   ?? A question none of the probes answers? => not stated
 */
import { basename } from 'node:path';
import { makeDocx, type DocxTable } from '../../src/server/extraction/test-support/make-docx';
import { workbookBytes, type CellSpec } from '../../src/server/ai/document-reading/fixtures/workbook-text';
import { pdfkitPdf } from '../../src/server/extraction/test-support/pdfkit-pdf';

/** A run of text where it stands on the page; `size`, a table's type where it is set smaller to fit. */
type PlacedText = { x: number; text: string; size?: number };
type ProbePage = { title: string; lines: string[]; twoColumns: boolean };
export type ProbeQuestion = { question: string; value: string };
/** The value of a question the probe's documents do not answer: the answer must say so. */
export const notStated = 'not stated';
export type Probe = { name: string; pages: ProbePage[]; questions: ProbeQuestion[] };

const margin = 72;
const textWidth = 468;
// Where a table's last cell must end: the page's width less a third of an inch.
const pageRight = 588;
const labelWidth = 220;
// Where a row's cells stand: four value columns after the label, or spread evenly when there are more.
const columns = [margin, 300, 380, 460, 530];
const firstValueAt = 250;
const valuesWidth = 300;
const lineGap = 6;
const minLineHeight = 12;
const columnGap = 18;
// The least room between a table's cell and the next column's, and after its label.
const cellGap = 12;
const labelGap = 16;

const isRow = (line: string) => line.includes('|');
const cellsOf = (line: string) => line.split('|').map((cell) => cell.trim());

/** Where each of a row's cells would stand alone: fixed columns, or spread evenly when there are more. */
function defaultPlaces(cells: readonly string[]): number[] {
  const spread = Math.floor(valuesWidth / Math.max(1, cells.length - 2));
  return cells.map((_, index) =>
    cells.length <= columns.length
      ? columns[index]
      : index === 0
        ? margin
        : firstValueAt + (index - 1) * spread,
  );
}

/**
 * A table's rows placed in shared columns: each value column starts where its default puts it, or
 * further right when a cell of the column before would run into it ('Continuation Fund' beside
 * 'Fund VII'), as a typesetter widens a column to its longest entry.
 */
function placedTable(lines: readonly string[], width: (text: string) => number): PlacedText[][] {
  const rows = lines.map(cellsOf);
  const places: number[] = [];
  for (const cells of rows) {
    defaultPlaces(cells).forEach((x, index) => (places[index] = Math.max(places[index] ?? 0, x)));
  }
  // The labels' column is as wide as its longest label, up to the width it wraps at.
  const labels = Math.min(labelWidth, Math.max(...rows.map((cells) => width(cells[0] ?? ''))));
  if (places.length > 1) places[1] = Math.max(places[1], margin + labels + labelGap);
  for (let index = 2; index < places.length; index += 1) {
    const widest = Math.max(...rows.map((cells) => width(cells[index - 1] ?? '')));
    places[index] = Math.max(places[index], places[index - 1] + widest + cellGap);
  }
  return rows.map((cells) =>
    cells.map((text, index) => ({ text, x: places[index] })).filter((cell) => cell.text),
  );
}

// The type sizes a table may be set in, the body's first: a wide table is set smaller to fit the page.
const tableSizes = [10, 9, 8];

/** A table placed in the largest type that keeps its rows within the page's edge. */
function fittedTable(lines: readonly string[], width: (text: string) => number): PlacedText[][] {
  let placed: PlacedText[][] = [];
  for (const size of tableSizes) {
    const sized = (text: string) => (width(text) * size) / tableSizes[0];
    placed = placedTable(lines, sized).map((row) => row.map((cell) => ({ ...cell, size })));
    if (placed.flat().every((cell) => cell.x + sized(cell.text) <= pageRight)) break;
  }
  return placed;
}

/** A page's lines placed: prose at the margin, each run of table rows as one table. */
function placedLines(lines: readonly string[], width: (text: string) => number): PlacedText[][] {
  const placed: PlacedText[][] = [];
  for (let start = 0; start < lines.length;) {
    if (!isRow(lines[start])) {
      placed.push([{ x: margin, text: lines[start] }]);
      start += 1;
      continue;
    }
    let end = start;
    while (end < lines.length && isRow(lines[end])) end += 1;
    placed.push(...fittedTable(lines.slice(start, end), width));
    start = end;
  }
  return placed;
}

export function readProbe(path: string, spec: string): Probe {
  const name = /^# file: (.+)$/m.exec(spec)?.[1] ?? basename(path).replace(/\.txt$/, '.pdf');
  const questions = spec
    .split('\n')
    .filter((line) => line.startsWith('??'))
    .map((line) => {
      const [question, value] = line.slice(2).split('=>');
      return { question: question.trim(), value: (value ?? '').trim() };
    });
  const pages = [...spec.matchAll(/^===(\|\|)?(.*)$/gm)].map((marker, index, markers) => ({
    title: marker[2].trim(),
    twoColumns: marker[1] !== undefined,
    lines: spec
      .slice(marker.index + marker[0].length, markers[index + 1]?.index)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('??')),
  }));
  return { name, pages, questions };
}

/**
 * A page of prose in two balanced columns, its paragraphs flowing from the foot of the left column to
 * the head of the right one, mid-sentence where they fall.
 */
function twoColumnPage(document: PDFKit.PDFDocument, lines: readonly string[]) {
  const text = lines.join('\n');
  const width = (textWidth - columnGap) / 2;
  const height = document.heightOfString(text, { width, paragraphGap: lineGap }) / 2 + minLineHeight;
  document.text(text, margin, margin, {
    width: textWidth,
    columns: 2,
    columnGap,
    height,
    paragraphGap: lineGap,
  });
}

/** The probe as a PDF: prose wrapped to the page, a table row's label wrapped to its column. */
export function probePdf(probe: Probe): Promise<Uint8Array> {
  return pdfkitPdf((document) => {
    for (const page of probe.pages) {
      document.addPage({ size: 'LETTER' });
      document.font('Helvetica').fontSize(10);
      if (page.twoColumns) {
        twoColumnPage(document, page.lines);
        continue;
      }
      const lines = placedLines(page.lines, (text) => document.widthOfString(text));
      let y = margin;
      for (const line of lines) {
        const prose = line.length === 1 && line[0].x === margin;
        let bottom = y + (prose ? 0 : minLineHeight);
        for (const { x, text, size } of line) {
          document.fontSize(size ?? tableSizes[0]);
          if (prose) document.text(text, x, y, { width: textWidth });
          else if (x === margin) document.text(text, x, y, { width: labelWidth });
          // A cell of words too wide for the page's edge wraps within its column, as a typesetter's would.
          else if (x + document.widthOfString(text) > pageRight && text.includes(' '))
            document.text(text, x, y, { width: pageRight - x });
          else document.text(text, x, y, { lineBreak: false });
          bottom = Math.max(bottom, document.y);
        }
        y = bottom + lineGap;
      }
    }
  });
}

// How a spreadsheet shows the numbers a probe writes: thousands grouped, negatives in brackets,
// percents and multiples with the decimals written.
const formattedNumber = /^(\()?(-)?([\d,]+(?:\.(\d+))?)(%|x)?\)?$/;

function workbookCell(text: string): CellSpec {
  const match = formattedNumber.exec(text);
  if (!match || !/\d/.test(match[3])) return text;
  const [, bracketed, minus, digits, decimals = '', unit] = match;
  const magnitude = Number(digits.replaceAll(',', '')) / (unit === '%' ? 100 : 1);
  const fraction = decimals ? `.${'0'.repeat(decimals.length)}` : '';
  const shown = `${digits.includes(',') ? '#,##0' : '0'}${fraction}${unit === '%' ? '%' : unit ? '"x"' : ''}`;
  return { v: bracketed || minus ? -magnitude : magnitude, z: bracketed ? `${shown};(${shown})` : shown };
}

/** The probe as a workbook: a sheet per page, a row per line, prose in the first column. */
function probeXlsx(probe: Probe): Uint8Array {
  return workbookBytes(
    probe.pages.map((page, index) => ({
      name: page.title || `Sheet${index + 1}`,
      rows: page.lines.map((line) => (isRow(line) ? cellsOf(line).map(workbookCell) : [line])),
    })),
  );
}

/** The probe as a Word document: prose as paragraphs, each run of table rows as one table. */
function probeDocx(probe: Probe): Uint8Array {
  const body: (string | DocxTable)[] = [];
  for (const line of probe.pages.flatMap((page) => page.lines)) {
    const last = body.at(-1);
    if (!isRow(line)) body.push(line);
    else if (typeof last === 'object') last.rows.push(cellsOf(line));
    else body.push({ rows: [cellsOf(line)] });
  }
  return makeDocx(body);
}

/** The probe made as its file name says. */
export async function probeFile(probe: Probe): Promise<Uint8Array> {
  if (probe.name.endsWith('.xlsx')) return probeXlsx(probe);
  if (probe.name.endsWith('.docx')) return probeDocx(probe);
  return probePdf(probe);
}
