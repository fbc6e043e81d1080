import type { SourceNotes } from './source-notes';
import { standardFontText as fit } from './standard-font-text';

type Doc = PDFKit.PDFDocument;

const noteFont = 'Helvetica';
const noteSize = 8;
const noteGap = 2;
/** Room between the page's last line and the short rule above its notes. */
const ruleGap = 12;

/**
 * Footnotes at the foot of each page: before a block that cites sources is written, the page keeps room
 * at its foot for the notes of everything cited on it, including this block's; when the block and all
 * those notes would not fit, the block starts a new page. Once the pages are laid out, each page's notes
 * are printed above its bottom margin, so a figure and the note to its source are read on one page.
 */
export function createPageFootnotes(
  doc: Doc,
  notes: SourceNotes,
  style: { margin: number; colour: string; rule: string },
) {
  const onPage = new Map<number, number[]>();
  const currentPage = () => {
    const range = doc.bufferedPageRange();
    return range.start + range.count - 1;
  };
  const noteLine = (number: number, labels: ReadonlyMap<number, string>) =>
    fit(`[${number}]  ${labels.get(number) ?? ''}`);
  const width = () => doc.page.width - 2 * style.margin;

  function heightOf(numbers: readonly number[]): number {
    if (numbers.length === 0) return 0;
    const labels = new Map(notes.list().map((note) => [note.number, note.label]));
    doc.font(noteFont).fontSize(noteSize);
    return numbers.reduce(
      (sum, number) => sum + doc.heightOfString(noteLine(number, labels), { width: width() }) + noteGap,
      ruleGap,
    );
  }

  const withBlock = (numbers: readonly number[]) => [
    ...new Set([...(onPage.get(currentPage()) ?? []), ...numbers]),
  ];

  return {
    /**
     * Keeps room on this page for a block citing `numbers` and its notes, `blockHeight` measuring the
     * block in its own font; a page with nothing on it yet takes the block whatever its height.
     */
    makeRoom(numbers: readonly number[], blockHeight: () => number) {
      if (numbers.length === 0) return;
      const fits = () =>
        doc.y + blockHeight() <= doc.page.height - style.margin - heightOf(withBlock(numbers));
      if (!fits() && doc.y > doc.page.margins.top + 1) doc.addPage();
      const cited = withBlock(numbers);
      onPage.set(currentPage(), cited);
      // Text written after this block breaks to a new page above the notes, not over them.
      doc.page.margins.bottom = style.margin + heightOf(cited);
    },

    /** Prints each page's notes at its foot, in number order, under a short rule. */
    print() {
      const labels = new Map(notes.list().map((note) => [note.number, note.label]));
      for (const [page, numbers] of onPage) {
        doc.switchToPage(page);
        const sorted = [...numbers].sort((a, b) => a - b);
        const top = doc.page.height - style.margin - heightOf(sorted);
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        const ruleY = top + ruleGap / 2;
        doc
          .moveTo(style.margin, ruleY)
          .lineTo(style.margin + 120, ruleY)
          .lineWidth(0.5)
          .strokeColor(style.rule)
          .stroke();
        doc.font(noteFont).fontSize(noteSize).fillColor(style.colour);
        doc.y = top + ruleGap;
        for (const number of sorted)
          doc.text(noteLine(number, labels), style.margin, doc.y, { width: width(), paragraphGap: noteGap });
        doc.page.margins.bottom = bottom;
      }
    },
  };
}

export type PageFootnotes = ReturnType<typeof createPageFootnotes>;
