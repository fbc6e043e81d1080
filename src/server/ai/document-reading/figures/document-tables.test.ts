import { describe, expect, it } from 'vitest';
import { locateDocumentTables } from './document-tables';
import { summariseDocument } from '../summarise-document';

// pdftotext's reading order: the header, then each row's label and values on a line of their own.
const statementText = [
  'Cover page',
  '\fQuarterly report',
  'Statement of net assets',
  '(in millions)',
  'Q2 2025 Q2 2024',
  'Net asset value 120.4 98.1',
  'Distributions 3.2 —',
].join('\n');
const statementTable = {
  page: 2,
  rows: [
    ['', 'Q2 2025', 'Q2 2024'],
    ['Net asset value', '120.4', '98.1'],
    ['Distributions', '3.2', '—'],
  ],
  headerRows: 1,
};

describe('locateDocumentTables', () => {
  it("places each value in the text after its row's label, under its column's header", () => {
    const [table] = locateDocumentTables(statementText, [statementTable]);
    const [nav] = table.rows;
    expect(nav.values.map((value) => [value.value, value.columnHeader, value.rowLabel])).toEqual([
      ['120.4', 'Q2 2025', 'Net asset value'],
      ['98.1', 'Q2 2024', 'Net asset value'],
    ]);
    for (const value of nav.values) expect(statementText.slice(value.start, value.end)).toBe(value.value);
  });

  it('takes leading rows of periods as headers when the layout does not mark them', () => {
    const text = 'Results\nRevenue\n\n45.0\n\n40.1\n';
    const [table] = locateDocumentTables(text, [
      {
        page: null,
        rows: [
          ['', 'FY2024', 'FY2023'],
          ['Revenue', '45.0', '40.1'],
        ],
        headerRows: 0,
      },
    ]);
    expect(table.rows[0].values.map((value) => value.columnHeader)).toEqual(['FY2024', 'FY2023']);
  });

  it('leaves out a row the text does not hold and a number only inside a longer one', () => {
    const tables = locateDocumentTables('Net asset value 198.12', [
      {
        page: null,
        rows: [
          ['Net asset value', '98.1'],
          ['Unfunded', '5.0'],
        ],
        headerRows: 0,
      },
    ]);
    expect(tables).toEqual([]);
  });
});

describe('a statement table read by the analyst', () => {
  it('gives a fact with its row label, its period, its scale, its page and its quote', () => {
    const { facts } = summariseDocument({
      text: statementText,
      fileName: 'report.pdf',
      declaredType: 'other',
      pageCount: 2,
      tables: [statementTable],
    });
    const nav = facts.find((fact) => fact.value === '120.4');
    expect(nav).toMatchObject({
      label: 'Net asset value',
      period: 'Q2 2025',
      scale: 'millions',
      page: 2,
    });
    expect(nav?.quote).toContain('120.4');
    expect(facts.find((fact) => fact.value === '98.1')).toMatchObject({ period: 'Q2 2024' });
  });
});
