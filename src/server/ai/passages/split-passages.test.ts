import { describe, expect, it } from 'vitest';
import { passageMaxWords, splitPassages } from './split-passages';

const words = (count: number, stem: string) =>
  Array.from({ length: count }, (_, index) => `${stem}${index}`).join(' ');

describe('splitPassages', () => {
  it('never lets a passage cross a page, and numbers pages from one', () => {
    const text = `${words(10, 'a')}\f${words(10, 'b')}\f\f${words(5, 'c')}`;
    const passages = splitPassages(text, 'pages');
    expect(passages.map((passage) => passage.page)).toEqual([1, 2, 4]);
    expect(passages[1].text).toBe(words(10, 'b'));
    for (const passage of passages) {
      expect(text.slice(passage.startOffset, passage.endOffset)).toBe(passage.text);
      expect(passage.text).not.toContain('\f');
    }
  });

  it('keeps passages to a few hundred words and loses none of the text', () => {
    const text = words(1000, 'w');
    const passages = splitPassages(text, 'flow');
    expect(passages.length).toBeGreaterThanOrEqual(Math.ceil(1000 / passageMaxWords));
    for (const passage of passages)
      expect(passage.text.split(' ').length).toBeLessThanOrEqual(passageMaxWords);
    expect(passages.map((passage) => passage.text).join(' ')).toBe(text);
    expect(passages.every((passage) => passage.page === null)).toBe(true);
  });

  it('closes a passage at a sentence once it is long enough', () => {
    const text = `${words(130, 'x')}. ${words(50, 'y')}`;
    const [first, second] = splitPassages(text, 'flow');
    expect(first.text.endsWith('.')).toBe(true);
    expect(second.text).toBe(words(50, 'y'));
  });

  it('names the sheet of each workbook passage', () => {
    const text = 'Sheet: Track Record\nFund,IRR\nFund I,18.9%\n\nSheet: Notes (hidden)\nDraft figures';
    const passages = splitPassages(text, 'sheets');
    expect(passages.map((passage) => passage.sheet)).toEqual(['Track Record', 'Notes']);
    expect(passages[0].text).toContain('Fund I,18.9%');
    expect(passages[1].text).not.toContain('18.9%');
  });
});
