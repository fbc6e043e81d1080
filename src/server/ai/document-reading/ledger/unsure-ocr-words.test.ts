import { describe, expect, it } from 'vitest';
import {
  illegibleWord,
  minWordConfidence,
  ocrPageText,
  type OcrParagraph,
} from '../../../extraction/ocr-page-text';
import { summariseDocument } from '../summarise-document';

const line = (text: string) => text.split(' ').map((word) => ({ text: word, confidence: 95 }));

describe('the figures of a page read by OCR', () => {
  it('never lets a word read below the confidence threshold become a figure', () => {
    const figuresOf = (confidence: number) => {
      const paragraphs: OcrParagraph[] = [
        [[...line('The Net IRR of the Fund was'), { text: '18.4%', confidence }, ...line('at year end.')]],
        [[...line('Capital called was'), { text: '$12,500,000', confidence }, ...line('this quarter.')]],
      ];
      const page = ocrPageText(paragraphs);
      const analysis = summariseDocument({
        text: page.text,
        fileName: 'scan.pdf',
        declaredType: 'other',
        pageCount: 1,
        tables: [],
      });
      return { page, quotes: analysis.facts.map((fact) => fact.quote).join(' ') };
    };
    const sure = figuresOf(minWordConfidence);
    expect(sure.quotes).toMatch(/18\.4%/);
    const unsure = figuresOf(minWordConfidence - 1);
    expect(unsure.page.text).toContain(`The Net IRR of the Fund was ${illegibleWord} at year end.`);
    expect(unsure.page.illegible).toBe(2);
    expect(unsure.quotes).not.toMatch(/18\.4|12,500,000/);
  });
});
