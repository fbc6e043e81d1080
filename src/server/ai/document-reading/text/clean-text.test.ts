import { describe, expect, it } from 'vitest';
import { cleanQuote, cleanText, hasUnreadable } from './clean-text';

describe('cleanText', () => {
  it('drops symbol-font glyphs, private-use and control characters, keeping layout', () => {
    const text = '\uf06f Carried interest\u0007 is 20%.\n\fNext\tpage\u200b';
    expect(hasUnreadable(text)).toBe(true);
    expect(cleanText(text)).toBe(' Carried interest is 20%.\n\fNext\tpage');
    expect(hasUnreadable(cleanText(text))).toBe(false);
  });

  it('makes a quote one clean line', () => {
    expect(cleanQuote('\uf0b7  The fee\nis 2%.\u0000 ')).toBe('The fee is 2%.');
  });
});
