import { describe, expect, it } from 'vitest';
import { boilerplateSentences } from './boilerplate';
import { splitSentences } from './sentences';

function skipped(text: string): string[] {
  const sentences = splitSentences(text);
  const found = boilerplateSentences(sentences);
  return sentences.filter((sentence) => found.has(sentence.index)).map((sentence) => sentence.text);
}

describe('boilerplateSentences', () => {
  it.each([
    'About Northwind Capital: Northwind Capital is a leading global investment firm with $40 billion under management.',
    'Northwind Capital is a leading alternative asset manager focused on the lower mid-market.',
    'Harbour Partners (Harbour) is one of the largest independent credit managers in Europe.',
    'Northwind and the Northwind logo are registered trademarks of Northwind Capital LLC.',
    '© 2024 Northwind Capital LLC. All rights reserved.',
    'For more information, please visit the investor relations section of the website.',
    'This presentation does not constitute an offer to sell or a solicitation of an offer to buy any security.',
    'Past performance is not necessarily indicative of future results and investors may lose capital.',
    'This press release contains forward-looking statements within the meaning of the securities laws.',
  ])('skips %s', (sentence) => {
    expect(skipped(sentence)).toEqual([sentence]);
  });

  it.each([
    'The Fund returned a net IRR of 18.2% and a net TVPI of 1.9x to 31 December.',
    'The General Partner will receive carried interest of 20% above an 8% preferred return.',
    'Revenue grew 14% to $312 million, led by the industrial segment.',
    'The portfolio company is a leading cause of concern for the investment committee.',
    'About a third of commitments were called during the first year of the investment period.',
  ])('keeps %s', (sentence) => {
    expect(skipped(sentence)).toEqual([]);
  });

  it("skips what an 'About' heading opens, up to the next heading, but not a section about the Fund", () => {
    const text = [
      'Results',
      'Net revenue rose 12% to $84 million in the quarter.',
      '',
      'About Northwind Capital',
      'Founded in 1998, the firm manages assets across private equity, credit and real estate.',
      'It has offices in New York, London and Singapore.',
      '',
      'About the Fund',
      'The Fund targets commitments of $1.5 billion from institutional investors.',
    ].join('\n');
    expect(skipped(text)).toEqual([
      'Founded in 1998, the firm manages assets across private equity, credit and real estate.',
      'It has offices in New York, London and Singapore.',
    ]);
  });
});
