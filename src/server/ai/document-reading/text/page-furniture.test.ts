import { describe, expect, it } from 'vitest';
import { blankPageFurniture } from './page-furniture';

describe('blankPageFurniture', () => {
  it('blanks running footers and page numbers, keeping every offset', () => {
    const page = (body: string, number: number) => `${body}\nSTRICTLY CONFIDENTIAL\nir@fund.com\n${number}`;
    const text = [page('Total assets', 1), page('Partners capital 7', 2), page('Cash', 3)].join('\f');
    const blanked = blankPageFurniture(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked).not.toContain('CONFIDENTIAL');
    expect(blanked).not.toContain('ir@fund.com');
    expect(blanked.split('\f').map((part) => part.trim())).toEqual([
      'Total assets',
      'Partners capital 7',
      'Cash',
    ]);
  });

  it('leaves documents of one or two pages alone', () => {
    const text = 'Fee 2%\nCONFIDENTIAL\fCarry 20%\nCONFIDENTIAL';
    expect(blankPageFurniture(text)).toBe(text);
  });
});
