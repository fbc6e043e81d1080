/** A piece of a document's text that the analyst can quote and cite. */
export type PassageDraft = {
  page: number | null;
  sheet: string | null;
  startOffset: number;
  endOffset: number;
  text: string;
};

/** A passage holds at most this many words, and is closed early at a paragraph or sentence past the minimum. */
export const passageMaxWords = 220;
const passageMinWords = 120;

type Segment = { start: number; end: number; page: number | null; sheet: string | null };

const sheetHeading = /^Sheet: (.*?)(?: \((?:hidden|very hidden)\))?$/gm;

/** Pages of a PDF (form feeds, as the extractor writes them), sheets of a workbook, or the whole text. */
function segmentsOf(text: string, layout: 'pages' | 'sheets' | 'flow'): Segment[] {
  if (layout === 'sheets') {
    const headings = [...text.matchAll(sheetHeading)];
    if (headings.length === 0) return [{ start: 0, end: text.length, page: null, sheet: null }];
    return headings.map((heading, index) => ({
      start: heading.index,
      end: headings[index + 1]?.index ?? text.length,
      page: null,
      sheet: heading[1],
    }));
  }
  if (layout === 'flow') return [{ start: 0, end: text.length, page: null, sheet: null }];
  const segments: Segment[] = [];
  let start = 0;
  let page = 1;
  for (let index = text.indexOf('\f'); index !== -1; index = text.indexOf('\f', start)) {
    segments.push({ start, end: index, page, sheet: null });
    start = index + 1;
    page += 1;
  }
  segments.push({ start, end: text.length, page, sheet: null });
  return segments;
}

const word = /\S+/g;
const sentenceEnd = /[.!?:;]["')\]]?$/;

/**
 * Splits a document's text into passages of a few hundred words that never cross a page or sheet.
 * Offsets index the text as given, so a passage's text is always `text.slice(startOffset, endOffset)`.
 * Linear in the text's length.
 */
export function splitPassages(text: string, layout: 'pages' | 'sheets' | 'flow'): PassageDraft[] {
  const passages: PassageDraft[] = [];
  for (const segment of segmentsOf(text, layout)) {
    const body = text.slice(segment.start, segment.end);
    let first = -1;
    let last = -1;
    let count = 0;
    const close = () => {
      if (count > 0)
        passages.push({
          page: segment.page,
          sheet: segment.sheet,
          startOffset: segment.start + first,
          endOffset: segment.start + last,
          text: body.slice(first, last),
        });
      count = 0;
    };
    for (const match of body.matchAll(word)) {
      if (count === 0) first = match.index;
      last = match.index + match[0].length;
      count += 1;
      const paragraphEnds = /^\s*\n\s*\n/.test(body.slice(last, last + 8)) || body[last] === undefined;
      if (
        count >= passageMaxWords ||
        (count >= passageMinWords && (paragraphEnds || sentenceEnd.test(match[0])))
      )
        close();
    }
    close();
  }
  return passages;
}
