/** What OCR read on one page: its paragraphs, each a list of lines, each a list of words. */
export type OcrWord = { text: string; confidence: number };
export type OcrParagraph = OcrWord[][];

/**
 * Tesseract's confidence (0-100) below which a word is not trusted: it is written as `illegibleWord`,
 * so a misread number never becomes a figure, a search hit or a quote. Clean print reads at 85-96.
 */
export const minWordConfidence = 60;
export const illegibleWord = '[illegible]';

export type OcrPageText = { text: string; words: number; illegible: number; meanConfidence: number };

/**
 * A page's text as the text layer would have given it: a paragraph's lines one per line, a blank line
 * between paragraphs, so the document model reads headings and paragraphs from OCR like from any PDF.
 */
export function ocrPageText(paragraphs: readonly OcrParagraph[]): OcrPageText {
  let words = 0;
  let illegible = 0;
  let confidenceSum = 0;
  const written = paragraphs.map((lines) =>
    lines
      .map((line) =>
        line
          .filter((word) => word.text.trim() !== '')
          .map((word) => {
            words++;
            confidenceSum += word.confidence;
            if (word.confidence >= minWordConfidence) return word.text.trim();
            illegible++;
            return illegibleWord;
          })
          .join(' '),
      )
      .filter((line) => line !== '')
      .join('\n'),
  );
  return {
    text: written.filter((paragraph) => paragraph !== '').join('\n\n'),
    words,
    illegible,
    meanConfidence: words === 0 ? 0 : confidenceSum / words,
  };
}
