import PDFDocument from 'pdfkit';
import type { InvestmentMemo, MemoFigure, MemoText } from './memo-content';
import { createPageFootnotes, type PageFootnotes } from './page-footnotes';
import { createSourceNotes, type SourceNotes } from './source-notes';
import { standardFontText as fit } from './standard-font-text';

const margin = 56;
const ink = '#111827';
const muted = '#4b5563';
const rule = '#d1d5db';
const headingFont = 'Helvetica-Bold';
const bodyFont = 'Helvetica';

type Doc = PDFKit.PDFDocument;
/** How the memo numbers its figures' sources and keeps each page's notes at its foot. */
type Citing = { notes: SourceNotes; footnotes: PageFootnotes };

const memoDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** A run of text with its figures' note numbers after them, as '$750M [1]'. */
function citedText(text: MemoText, notes: SourceNotes): string {
  return text
    .map((run) => (typeof run === 'string' ? run : `${run.text} [${notes.numberOf(run.source)}]`))
    .join('');
}

/** The note numbers of a text's figures, in the order the text cites them. */
const numbersIn = (text: MemoText, notes: SourceNotes) =>
  text.flatMap((run) => (typeof run === 'string' ? [] : [notes.numberOf(run.source)]));

function heading(doc: Doc, text: string) {
  // A heading is not left alone at the foot of a page, above its notes.
  if (doc.y > doc.page.maxY() - 90) doc.addPage();
  doc.moveDown(0.8);
  doc.font(headingFont).fontSize(13).fillColor(ink).text(fit(text));
  const y = doc.y + 2;
  doc
    .moveTo(margin, y)
    .lineTo(doc.page.width - margin, y)
    .lineWidth(0.5)
    .strokeColor(rule)
    .stroke();
  doc.moveDown(0.5);
}

function paragraph(doc: Doc, text: string, options: PDFKit.Mixins.TextOptions = {}) {
  doc
    .font(bodyFont)
    .fontSize(10.5)
    .fillColor(ink)
    .text(fit(text), { lineGap: 2, paragraphGap: 6, ...options });
}

/** A paragraph whose figures carry note numbers, with their notes kept at the foot of its page. */
function citedParagraph(
  doc: Doc,
  { notes, footnotes }: Citing,
  text: MemoText,
  { prefix = '', indent = 0 }: { prefix?: string; indent?: number } = {},
) {
  const written = `${prefix}${citedText(text, notes)}`;
  footnotes.makeRoom(numbersIn(text, notes), () => {
    doc.font(bodyFont).fontSize(10.5);
    const width = doc.page.width - 2 * margin - indent;
    return doc.heightOfString(fit(written), { lineGap: 2, width }) + 6;
  });
  paragraph(doc, written, { indent });
}

function none(doc: Doc, text: string) {
  doc.font('Helvetica-Oblique').fontSize(10).fillColor(muted).text(fit(text), { paragraphGap: 6 });
}

const cellPadding = 4;
const tableSize = 9.5;

/** Column widths in points: the fixed ones as given, the '*' ones sharing what is left equally. */
function columnWidths(doc: Doc, widths: ReadonlyArray<number | '*'>): number[] {
  const fixed = widths.reduce<number>((sum, width) => sum + (width === '*' ? 0 : width), 0);
  const stars = widths.filter((width) => width === '*').length;
  const share = (doc.page.width - 2 * margin - fixed) / Math.max(stars, 1);
  return widths.map((width) => (width === '*' ? share : width));
}

/**
 * A table written row by row, so a row that cites sources starts on a page with room for it and its
 * notes; the header is kept with the first row. `rowNotes[i]` are the note numbers row i cites.
 */
function table(
  doc: Doc,
  footnotes: PageFootnotes,
  {
    header,
    rows,
    widths,
    rowNotes = [],
  }: {
    header: string[];
    rows: string[][];
    widths: ReadonlyArray<number | '*'>;
    rowNotes?: ReadonlyArray<readonly number[]>;
  },
) {
  const columns = columnWidths(doc, widths);
  const headerCells = header.map((text) => ({
    text: fit(text),
    type: 'TH' as const,
    font: { src: headingFont, size: tableSize },
  }));
  const rowHeight = (row: readonly string[], font: string) => {
    doc.font(font).fontSize(tableSize);
    return (
      Math.max(
        ...row.map((text, index) =>
          doc.heightOfString(fit(text), { width: columns[index] - 2 * cellPadding }),
        ),
      ) +
      2 * cellPadding
    );
  };
  rows.forEach((row, index) => {
    const cells = row.map((text) => ({ text: fit(text), font: { src: bodyFont, size: tableSize } }));
    const withHeader = index === 0;
    footnotes.makeRoom(
      rowNotes[index] ?? [],
      () => rowHeight(row, bodyFont) + (withHeader ? rowHeight(header, headingFont) : 0),
    );
    doc.x = margin;
    doc.table({
      columnStyles: columns,
      defaultStyle: { border: { bottom: 0.5 }, borderColor: rule, padding: cellPadding, textColor: ink },
      data: withHeader ? [headerCells, cells] : [cells],
    });
  });
  doc.x = margin;
  doc.moveDown(0.5);
}

function figureTable(doc: Doc, citing: Citing, figures: readonly MemoFigure[], empty: string) {
  if (figures.length === 0) return none(doc, empty);
  const numbers = figures.map((figure) => citing.notes.numberOf(figure.source));
  table(doc, citing.footnotes, {
    header: ['Term', 'Value'],
    rows: figures.map((figure, index) => [figure.label, `${figure.value} [${numbers[index]}]`]),
    widths: ['*', '*'],
    rowNotes: numbers.map((number) => [number]),
  });
}

function bulletList(doc: Doc, items: readonly string[]) {
  for (const item of items) paragraph(doc, `•  ${item}`, { indent: 0, paragraphGap: 4 });
}

function cover(doc: Doc, memo: InvestmentMemo) {
  doc
    .font(headingFont)
    .fontSize(10)
    .fillColor(muted)
    .text('INVESTMENT COMMITTEE MEMO', { characterSpacing: 1.5 });
  doc.moveDown(1.5);
  doc.font(headingFont).fontSize(26).fillColor(ink).text(fit(memo.name));
  doc.moveDown(0.3);
  doc.font(bodyFont).fontSize(12).fillColor(muted).text(fit(memo.subtitle));
  doc.moveDown(2);
  const facts: Array<[string, string]> = [
    ['Stage', memo.stage],
    ['Team', memo.teamName],
    ['Date', memoDate(memo.date)],
    ['Recommendation', memo.recommendation],
    ['Score', `${memo.score.toFixed(1)} / 10 (weighted rubric, section 7)`],
  ];
  for (const [label, value] of facts) {
    doc.font(headingFont).fontSize(10.5).fillColor(muted).text(`${label}:  `, { continued: true });
    doc.font(bodyFont).fillColor(ink).text(fit(value));
    doc.moveDown(0.3);
  }
  doc.moveDown(2);
  paragraph(
    doc,
    "Prepared by Allocator from the team's documents, notes and pipeline record. Every figure carries a " +
      'numbered note to its source at the foot of its page; a figure no source states is not given as a fact.',
    { width: doc.page.width - 2 * margin },
  );
}

function body(doc: Doc, memo: InvestmentMemo, citing: Citing) {
  heading(doc, '1. Executive summary');
  if (memo.executiveSummary.length === 0)
    none(doc, 'No summary could be written from the available material.');
  for (const text of memo.executiveSummary) citedParagraph(doc, citing, text);

  heading(doc, '2. Key terms');
  figureTable(doc, citing, memo.keyTerms, 'No terms were found in the documents or the pipeline record.');

  heading(doc, '3. Performance');
  figureTable(
    doc,
    citing,
    memo.performance,
    'No performance figures were found in the documents or the pipeline record.',
  );

  heading(doc, '4. Investment thesis');
  if (memo.thesis.length === 0) none(doc, 'No thesis has been recorded.');
  for (const text of memo.thesis) citedParagraph(doc, citing, text);

  heading(doc, '5. Strengths');
  if (memo.strengths.length === 0) none(doc, 'No strengths were identified.');
  for (const point of memo.strengths) {
    doc.font(headingFont).fontSize(10.5).fillColor(ink).text(fit(point.title));
    citedParagraph(doc, citing, point.body);
  }

  heading(doc, '6. Risks and mitigants');
  if (memo.risks.length === 0) none(doc, 'No risks were identified.');
  for (const risk of memo.risks) {
    doc
      .font(headingFont)
      .fontSize(10.5)
      .fillColor(ink)
      .text(fit(`${risk.title} (${risk.severity})`));
    citedParagraph(doc, citing, risk.body);
    if (risk.mitigant) citedParagraph(doc, citing, risk.mitigant, { prefix: 'Mitigant: ', indent: 12 });
  }

  heading(doc, '7. Scoring rubric');
  if (memo.rubric.length === 0) none(doc, 'No rubric was computed.');
  else
    table(doc, citing.footnotes, {
      header: ['Criterion', 'Weight', 'Score', 'Rationale'],
      rows: memo.rubric.map((row) => [
        row.criterion,
        `${Math.round(row.weight * 100)}%`,
        `${row.score.toFixed(1)} / 10`,
        citedText(row.rationale, citing.notes),
      ]),
      widths: [120, 48, 56, '*'],
      rowNotes: memo.rubric.map((row) => numbersIn(row.rationale, citing.notes)),
    });

  heading(doc, '8. Documents reviewed');
  if (memo.documentsReviewed.length === 0) none(doc, 'No documents are attached to this investment.');
  else
    table(doc, citing.footnotes, {
      header: ['Document', 'Type', 'Status'],
      rows: memo.documentsReviewed.map((document) => [document.name, document.type, document.status]),
      widths: ['*', 130, 70],
    });

  heading(doc, '9. Open questions');
  if (memo.openQuestions.length === 0) none(doc, 'None.');
  bulletList(doc, memo.openQuestions);

  heading(doc, "10. The team's notes");
  if (memo.notes.length === 0) none(doc, 'No notes have been written on this investment.');
  for (const note of memo.notes) {
    doc.font(headingFont).fontSize(10).fillColor(muted).text(fit(note.heading));
    paragraph(doc, note.content);
  }
}

/** Page numbers and the memo's name on every page but the cover, written once all pages exist. */
function runningFooters(doc: Doc, memo: InvestmentMemo) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin + 18;
    doc.font(bodyFont).fontSize(8.5).fillColor(muted);
    if (index > range.start) doc.text(fit(memo.name), margin, y, { width: 300, lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, doc.page.width - margin - 120, y, {
      width: 120,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** Lays the memo out as a PDF with real, searchable text, page numbers and a title in its metadata. */
export function renderMemoPdf(memo: InvestmentMemo): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    displayTitle: true,
    info: {
      Title: fit(`Investment memo: ${memo.name}`),
      Author: fit(memo.teamName),
      Subject: fit(`Investment committee memo for ${memo.name}`),
      Creator: 'Allocator',
      CreationDate: memo.date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const notes = createSourceNotes();
  const footnotes = createPageFootnotes(doc, notes, { margin, colour: muted, rule });
  cover(doc, memo);
  doc.addPage();
  body(doc, memo, { notes, footnotes });
  footnotes.print();
  runningFooters(doc, memo);
  doc.end();
  return done;
}
