import { describe, expect, it } from 'vitest';
import { blankPageFurniture, furnitureOf } from './page-furniture';

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

  it("blanks a running footer that carries each page's number, and knows it as a table's row", () => {
    const page = (body: string, number: number) =>
      `${body}\nWyndham Lakes PERS     Program Review     ${number}`;
    const text = [page('Buyout 65%', 2), page('Credit 8%', 3), page('Total 12', 4)].join('\f');
    expect(
      blankPageFurniture(text)
        .split('\f')
        .map((part) => part.trim()),
    ).toEqual(['Buyout 65%', 'Credit 8%', 'Total 12']);
    const isFurniture = furnitureOf(text);
    expect(isFurniture('Wyndham Lakes PERS  Program Review  9')).toBe(true);
    expect(isFurniture('Total 12')).toBe(false);
  });

  it("knows a table's row joining a footer the text breaks into lines, with its page's number", () => {
    const page = (body: string, number: number) => `${body}\nWyndham Lakes PERS\nProgram Review\n${number}`;
    const text = [page('Cover', 1), page('Buyout 65%', 2), page('Credit 8%', 3), page('Total 4', 4)].join(
      '\f',
    );
    const isFurniture = furnitureOf(text);
    expect(isFurniture('Wyndham Lakes PERS  Program Review  3', 3)).toBe(true);
    expect(isFurniture('Wyndham Lakes PERS  Program Review  3', 2)).toBe(false);
    expect(isFurniture('Total  4', 4)).toBe(false);
    expect(isFurniture('Buyout  Program Review  4', 4)).toBe(false);
  });

  it('keeps a line whose number does not rise with the pages: a figure, not a page number', () => {
    const text = ['Portfolio companies 12', 'Portfolio companies 15', 'Portfolio companies 14']
      .map((line, index) => `Section ${index}\n${line}`)
      .join('\f');
    expect(furnitureOf(text)('Portfolio companies 15')).toBe(false);
    expect(blankPageFurniture(text)).toContain('Portfolio companies 15');
  });

  it('leaves documents of one or two pages alone, but for a footer numbering both pages of two', () => {
    const text = 'Fee 2%\nCONFIDENTIAL\fCarry 20%\nCONFIDENTIAL';
    expect(blankPageFurniture(text)).toBe(text);
    const factSheet = ['Net assets $3.4 billion', 'Leverage 0.6x'].map(
      (line, index) => `${line}\nFenmoor Lending Fund   Fact Sheet   ${index + 1}\f`,
    );
    const isFurniture = furnitureOf(factSheet.join(''));
    expect(isFurniture('Fenmoor Lending Fund  Fact Sheet  2')).toBe(true);
    expect(isFurniture('Net assets $3.4 billion')).toBe(false);
    expect(blankPageFurniture(factSheet.join(''))).not.toContain('Fact Sheet');
  });
});
