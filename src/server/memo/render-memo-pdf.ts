import PDFDocument from 'pdfkit';
import type { InvestmentMemo, MemoFigure, MemoText } from './memo-content';
import { createSourceNotes, type SourceNotes } from './source-notes';
import { standardFontText as fit } from './standard-font-text';

const margin = 56;
const ink = '#111827';
const muted = '#4b5563';
const rule = '#d1d5db';
const headingFont = 'Helvetica-Bold';
const bodyFont = 'Helvetica';

type Doc = PDFKit.PDFDocument;

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

function heading(doc: Doc, text: string) {
  if (doc.y > doc.page.height - margin - 90) doc.addPage();
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

function none(doc: Doc, text: string) {
  doc.font('Helvetica-Oblique').fontSize(10).fillColor(muted).text(fit(text), { paragraphGap: 6 });
}

function table(doc: Doc, header: string[], rows: string[][], widths: Array<number | string>) {
  doc.x = margin;
  doc.table({
    columnStyles: widths,
    defaultStyle: { border: { bottom: 0.5 }, borderColor: rule, padding: 4, textColor: ink },
    data: [
      header.map((text) => ({ text: fit(text), type: 'TH' as const, font: { src: headingFont, size: 9.5 } })),
      ...rows.map((row) => row.map((text) => ({ text: fit(text), font: { src: bodyFont, size: 9.5 } }))),
    ],
  });
  doc.x = margin;
  doc.moveDown(0.5);
}

function figureTable(doc: Doc, figures: readonly MemoFigure[], notes: SourceNotes, empty: string) {
  if (figures.length === 0) return none(doc, empty);
  table(
    doc,
    ['Term', 'Value'],
    figures.map((figure) => [figure.label, `${figure.value} [${notes.numberOf(figure.source)}]`]),
    ['*', '*'],
  );
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
      'numbered note to its source, listed under Sources at the end; a figure no source states is not given as a fact.',
    { width: doc.page.width - 2 * margin },
  );
}

function body(doc: Doc, memo: InvestmentMemo, notes: SourceNotes) {
  heading(doc, '1. Executive summary');
  if (memo.executiveSummary.length === 0)
    none(doc, 'No summary could be written from the available material.');
  for (const text of memo.executiveSummary) paragraph(doc, citedText(text, notes));

  heading(doc, '2. Key terms');
  figureTable(doc, memo.keyTerms, notes, 'No terms were found in the documents or the pipeline record.');

  heading(doc, '3. Performance');
  figureTable(
    doc,
    memo.performance,
    notes,
    'No performance figures were found in the documents or the pipeline record.',
  );

  heading(doc, '4. Investment thesis');
  if (memo.thesis.length === 0) none(doc, 'No thesis has been recorded.');
  for (const text of memo.thesis) paragraph(doc, citedText(text, notes));

  heading(doc, '5. Strengths');
  if (memo.strengths.length === 0) none(doc, 'No strengths were identified.');
  for (const point of memo.strengths) {
    doc.font(headingFont).fontSize(10.5).fillColor(ink).text(fit(point.title));
    paragraph(doc, citedText(point.body, notes));
  }

  heading(doc, '6. Risks and mitigants');
  if (memo.risks.length === 0) none(doc, 'No risks were identified.');
  for (const risk of memo.risks) {
    doc
      .font(headingFont)
      .fontSize(10.5)
      .fillColor(ink)
      .text(fit(`${risk.title} (${risk.severity})`));
    paragraph(doc, citedText(risk.body, notes));
    if (risk.mitigant) paragraph(doc, `Mitigant: ${citedText(risk.mitigant, notes)}`, { indent: 12 });
  }

  heading(doc, '7. Scoring rubric');
  if (memo.rubric.length === 0) none(doc, 'No rubric was computed.');
  else
    table(
      doc,
      ['Criterion', 'Weight', 'Score', 'Rationale'],
      memo.rubric.map((row) => [
        row.criterion,
        `${Math.round(row.weight * 100)}%`,
        `${row.score.toFixed(1)} / 10`,
        citedText(row.rationale, notes),
      ]),
      [120, 48, 56, '*'],
    );

  heading(doc, '8. Documents reviewed');
  if (memo.documentsReviewed.length === 0) none(doc, 'No documents are attached to this investment.');
  else
    table(
      doc,
      ['Document', 'Type', 'Status'],
      memo.documentsReviewed.map((document) => [document.name, document.type, document.status]),
      ['*', 130, 70],
    );

  heading(doc, '9. Open questions');
  if (memo.openQuestions.length === 0) none(doc, 'None.');
  bulletList(doc, memo.openQuestions);

  heading(doc, "10. The team's notes");
  if (memo.notes.length === 0) none(doc, 'No notes have been written on this investment.');
  for (const note of memo.notes) {
    doc.font(headingFont).fontSize(10).fillColor(muted).text(fit(note.heading));
    paragraph(doc, note.content);
  }

  heading(doc, 'Sources');
  const cited = notes.list();
  if (cited.length === 0) none(doc, 'No figures are cited.');
  for (const note of cited) paragraph(doc, `[${note.number}]  ${note.label}`, { paragraphGap: 3 });
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
  cover(doc, memo);
  doc.addPage();
  body(doc, memo, notes);
  runningFooters(doc, memo);
  doc.end();
  return done;
}
