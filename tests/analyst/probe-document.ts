/**
 * A probe: a document written here, in a genre the annotated halves lack or barely hold, with the
 * questions a person would ask of it (probes/*.txt). Its text is ours, so anyone may read it and tune on
 * it as on the dev half. A spec file holds:
 *
 *   # file: Name_Of_The_Document.pdf
 *   ===                       (a new page)
 *   A line of prose, wrapped to the page's width.
 *   Label | 1,234 | 5.6%      (a table row: cells set in columns, the first where prose starts)
 *   ?? A question as a person asks it? => the value as the document writes it
 *   ?? A question none of the probes answers? => not stated
 */
import { basename } from 'node:path';
import { pdfkitPdf } from '../../src/server/extraction/test-support/pdfkit-pdf';

type PlacedText = { x: number; text: string };
export type ProbeQuestion = { question: string; value: string };
export type Probe = { name: string; pages: PlacedText[][][]; questions: ProbeQuestion[] };

const margin = 72;
const textWidth = 468;
const labelWidth = 220;
// Where a row's cells stand: four value columns after the label, or spread evenly when there are more.
const columns = [margin, 300, 380, 460, 530];
const firstValueAt = 250;
const valuesWidth = 300;
const lineGap = 6;
const minLineHeight = 12;

function rowOf(line: string): PlacedText[] {
  const cells = line.split('|').map((cell) => cell.trim());
  const spread = Math.floor(valuesWidth / Math.max(1, cells.length - 2));
  return cells
    .map((text, index) => ({
      text,
      x:
        cells.length <= columns.length
          ? columns[index]
          : index === 0
            ? margin
            : firstValueAt + (index - 1) * spread,
    }))
    .filter((cell) => cell.text);
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
  const pages = spec
    .split(/^===.*$/m)
    .slice(1)
    .map((page) =>
      page
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('??'))
        .map((line) => (line.includes('|') ? rowOf(line) : [{ x: margin, text: line.trim() }])),
    );
  return { name, pages, questions };
}

/** The probe as a PDF: prose wrapped to the page, a table row's label wrapped to its column. */
export function probePdf(probe: Probe): Promise<Uint8Array> {
  return pdfkitPdf((document) => {
    for (const lines of probe.pages) {
      document.addPage({ size: 'LETTER' });
      document.font('Helvetica').fontSize(10);
      let y = margin;
      for (const line of lines) {
        const prose = line.length === 1 && line[0].x === margin;
        for (const { x, text } of line) {
          if (prose) document.text(text, x, y, { width: textWidth });
          else if (x === margin) document.text(text, x, y, { width: labelWidth });
          else document.text(text, x, y, { lineBreak: false });
        }
        y = Math.max(document.y, y + (prose ? 0 : minLineHeight)) + lineGap;
      }
    }
  });
}
