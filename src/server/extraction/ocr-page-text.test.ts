import { describe, expect, it } from 'vitest';
import { illegibleWord, minWordConfidence, ocrPageText, type OcrParagraph } from './ocr-page-text';

const line = (text: string, confidence = 95) => text.split(' ').map((word) => ({ text: word, confidence }));

describe('the text of an OCR page', () => {
  it('writes a paragraph line by line and a blank line between paragraphs, as a text layer reads', () => {
    const paragraphs: OcrParagraph[] = [
      [line('Capital Call Notice')],
      [line('The Fund calls capital of'), line('$12,500,000 from its partners.')],
    ];
    const page = ocrPageText(paragraphs);
    expect(page.text).toBe(
      'Capital Call Notice\n\nThe Fund calls capital of\n$12,500,000 from its partners.',
    );
    expect(page).toMatchObject({ words: 12, illegible: 0, meanConfidence: 95 });
  });

  it('writes a word read below the confidence threshold as illegible', () => {
    const unsure = { text: '18.4%', confidence: minWordConfidence - 1 };
    const page = ocrPageText([[[...line('Net IRR was'), unsure, ...line('at year end.')]]]);
    expect(page.text).toBe(`Net IRR was ${illegibleWord} at year end.`);
    expect(page.illegible).toBe(1);
    expect(ocrPageText([[[...line('Net IRR was'), { ...unsure, confidence: minWordConfidence }]]]).text).toBe(
      'Net IRR was 18.4%',
    );
  });
});
