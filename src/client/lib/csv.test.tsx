import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

/** One cell as the CSV holds it, without the byte-order mark and the row's line end. */
const csvCell = (value: string | number) => toCsv([[value]]).slice('\uFEFF'.length, -'\r\n'.length);

describe('toCsv', () => {
  it('starts with a byte-order mark, separates cells with commas and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Vintage'],
        ['Northbridge Growth IV', 2025],
      ]),
    ).toBe('\uFEFFName,Vintage\r\nNorthbridge Growth IV,2025\r\n');
  });

  it.each([
    ['Growth, Buyout', '"Growth, Buyout"'],
    ['Fund "Alpha"', '"Fund ""Alpha"""'],
    ['Line one\nLine two', '"Line one\nLine two"'],
    ['Line one\r\nLine two', '"Line one\r\nLine two"'],
    ['Growth; Buyout', '"Growth; Buyout"'],
    ['Plain text', 'Plain text'],
    ['', ''],
  ])('writes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1+1', "'-1+1"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['=HYPERLINK("https://example.com","Open")', `"'=HYPERLINK(""https://example.com"",""Open"")"`],
    ['-12 (restated)', "'-12 (restated)"],
    ['-', "'-"],
  ])('makes %j text a spreadsheet will not run: %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each(['-12', '-3.2%', '+5%', '-0.5', '-.5', '12.8%', -7, 2024])(
    'leaves the plain figure %j as it is',
    (value) => {
      expect(csvCell(value)).toBe(String(value));
    },
  );
});
