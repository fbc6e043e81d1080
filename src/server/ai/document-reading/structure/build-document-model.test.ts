import { describe, expect, it } from 'vitest';
import type { ExtractedTable } from '../../../extraction/extracted-tables';
import { buildDocumentModel } from './build-document-model';
import type { Block } from './document-model';

const outline = (blocks: readonly Block[]) =>
  blocks.map((block) =>
    block.kind === 'table'
      ? ['table', block.page, block.rows.map((row) => row.label).join(' / ')]
      : [block.kind, block.page, block.text],
  );

const report = [
  'Quarterly Report',
  '',
  'The partnership reports its results for the quarter in the pages that follow.',
  '\f',
  'Statement of Assets',
  '',
  'Total Expenses',
  '4,120,000',
  '',
  'Net assets grew during the quarter as valuations rose across the portfolio.',
  '\f',
  'Distributions',
  '',
  'Distributions Paid',
  '3,200,000',
].join('\n');

const assets: ExtractedTable = {
  page: 2,
  rows: [
    ['', 'Q2 2025'],
    ['Net assets', '120,400'],
  ],
  headerRows: 1,
  caption: '(in thousands)',
};

describe('buildDocumentModel', () => {
  it("places each table after its page's text, and pairs labels with values only on pages without a table", () => {
    const model = buildDocumentModel({
      text: report,
      fileName: 'report.pdf',
      declaredType: 'other',
      pageCount: 3,
      tables: [assets],
    });
    expect(model.format).toBe('pdf');
    expect(model.pageCount).toBe(3);
    const withoutHeadings = model.blocks.filter((block) => block.kind !== 'heading');
    expect(outline(withoutHeadings)).toEqual([
      ['paragraph', 1, 'The partnership reports its results for the quarter in the pages that follow.'],
      ['paragraph', 2, 'Net assets grew during the quarter as valuations rose across the portfolio.'],
      ['table', 2, 'Net assets'],
      ['table', 3, 'Distributions Paid'],
    ]);
  });

  it("gives an extracted table the section in force at the start of its page, and its caption's scale", () => {
    const model = buildDocumentModel({
      text: report,
      fileName: 'report.pdf',
      declaredType: 'other',
      pageCount: 3,
      tables: [assets],
    });
    const table = model.blocks.find((block) => block.kind === 'table' && block.page === 2);
    expect(table).toMatchObject({
      section: ['Statement of Assets'],
      scale: 'thousands',
      columns: ['Q2 2025'],
    });
  });

  it("never takes a table's labels for the document's headings, and gives a table the heading its caption holds", () => {
    const notes = [
      'Notes to Financial Statements',
      '',
      '3. Carried Interest',
      '',
      'The General Partner receives carried interest once limited partners have their preferred return.',
      '\f',
      'Notes to Financial Statements (continued)',
      '',
      'Total Expenses',
      '',
      'The ratios below are computed on the limited partners’ average capital for the year.',
      '',
      '8. Financial Highlights',
      '',
      'Years ended December 31, 2023 and 2022',
      '',
      'Total Return',
      '',
      'Internal Rate of Return',
    ].join('\n');
    const highlights: ExtractedTable = {
      page: 2,
      rows: [
        ['', '2023', '2022'],
        ['Total Return', '16.7%', '11.9%'],
        ['Internal Rate of Return', '17.4%', '15.2%'],
      ],
      headerRows: 1,
      caption: '8. Financial Highlights Years ended December 31, 2023 and 2022',
      parents: [null, 'Total Expenses', 'Total Expenses'],
    };
    const model = buildDocumentModel({
      text: notes,
      fileName: 'statements.pdf',
      declaredType: 'other',
      pageCount: 2,
      tables: [highlights],
    });
    expect(
      model.blocks.flatMap((block) => (block.kind === 'heading' ? [[block.page, block.text]] : [])),
    ).toEqual([
      [1, 'Notes to Financial Statements'],
      [1, '3. Carried Interest'],
      [2, 'Notes to Financial Statements (continued)'],
      [2, '8. Financial Highlights'],
    ]);
    const table = model.blocks.find((block) => block.kind === 'table');
    expect(table?.section).toEqual(['8. Financial Highlights']);
  });

  it("leaves out the paragraphs that are only a table's cells scattered by the page's reading order", () => {
    const performance: ExtractedTable = {
      page: 1,
      rows: [
        ['', 'NAV', '% of Program', '1-Year'],
        ['Buyout', '$54.2', '66.6%', '10.4%'],
        ['Investments (cost $50.1)', '$60.0', '73.8%', '9.1%'],
      ],
      headerRows: 1,
      caption: 'Performance by Strategy',
    };
    const model = buildDocumentModel({
      text: [
        'Performance by Strategy',
        '',
        'The program returned 9.8% for the year.',
        '',
        '1-Year',
        '',
        '% of Program 66.6%',
        '',
        'Buyout',
        '',
        'Investments (cost $50.1) $60.0',
      ].join('\n'),
      fileName: 'review.pdf',
      declaredType: 'other',
      pageCount: 1,
      tables: [performance],
    });
    expect(outline(model.blocks.filter((block) => block.kind === 'paragraph'))).toEqual([
      ['paragraph', 1, 'The program returned 9.8% for the year.'],
      ['paragraph', 1, 'Investments (cost $50.1) $60.0'],
    ]);
  });

  it('reads label and value pairs as a table when extraction found no tables at all', () => {
    const model = buildDocumentModel({
      text: report,
      fileName: 'report.pdf',
      declaredType: 'other',
      pageCount: 3,
      tables: [],
    });
    expect(
      model.blocks.flatMap((block) => (block.kind === 'table' ? [[block.page, block.rows[0].label]] : [])),
    ).toEqual([
      [2, 'Total Expenses'],
      [3, 'Distributions Paid'],
    ]);
  });

  it('leaves running headers and page numbers out of a paged document', () => {
    const page = (body: string, number: number) => `STRICTLY CONFIDENTIAL\n\n${body}\n\n${number}`;
    const text = [
      page('The fund invests in growth companies across Europe.', 1),
      page('The fund holds twelve companies at quarter end.', 2),
      page('The fund expects two exits in the coming year.', 3),
    ].join('\f');
    const model = buildDocumentModel({
      text,
      fileName: 'letter.pdf',
      declaredType: 'other',
      pageCount: 3,
      tables: [],
    });
    expect(outline(model.blocks)).toEqual([
      ['paragraph', 1, 'The fund invests in growth companies across Europe.'],
      ['paragraph', 2, 'The fund holds twelve companies at quarter end.'],
      ['paragraph', 3, 'The fund expects two exits in the coming year.'],
    ]);
  });

  it("puts a DOCX's table where its text repeats the cells, with each prose cell under its row's label", () => {
    const text = [
      'Summary of Terms',
      'Confidential, and qualified by the partnership agreement.',
      'Term',
      'Description',
      'Management Fee',
      'The Fund will pay the Manager an annual fee of 2.0% of commitments.',
      'Fund Term',
      'Ten years',
      'The Manager has raised three prior funds since 2009.',
    ].join('\n\n');
    const model = buildDocumentModel({
      text,
      fileName: 'terms.docx',
      declaredType: 'term_sheet',
      pageCount: null,
      tables: [
        {
          page: null,
          rows: [
            ['Term', 'Description'],
            ['Management Fee', 'The Fund will pay the Manager an annual fee of 2.0% of commitments.'],
            ['Fund Term', 'Ten years'],
          ],
          headerRows: 1,
        },
      ],
    });
    expect(model.format).toBe('docx');
    expect(outline(model.blocks)).toEqual([
      ['heading', null, 'Summary of Terms'],
      ['paragraph', null, 'Confidential, and qualified by the partnership agreement.'],
      ['table', null, 'Fund Term'],
      ['heading', null, 'Management Fee'],
      ['paragraph', null, 'The Fund will pay the Manager an annual fee of 2.0% of commitments.'],
      ['paragraph', null, 'The Manager has raised three prior funds since 2009.'],
    ]);
    expect(model.blocks[4].section).toEqual(['Summary of Terms', 'Management Fee']);
  });

  it("keeps the headings right above a DOCX's table, whose cells its text repeats as short lines", () => {
    const rows = [
      ['Fund', 'Vintage', 'Net IRR'],
      ['Growth Fund I', '2012', '21.4%'],
      ['Growth Fund II', '2016', '18.9%'],
    ];
    const model = buildDocumentModel({
      text: ['Section 3. Track Record', '3.1 Prior Funds', ...rows.flat()].join('\n\n'),
      fileName: 'ddq.docx',
      declaredType: 'ddq',
      pageCount: null,
      tables: [{ page: null, rows, headerRows: 1 }],
    });
    expect(outline(model.blocks)).toEqual([
      ['heading', null, 'Section 3. Track Record'],
      ['heading', null, '3.1 Prior Funds'],
      ['table', null, 'Growth Fund I / Growth Fund II'],
    ]);
    expect(model.blocks[2].section).toEqual(['Section 3. Track Record', '3.1 Prior Funds']);
  });

  it("puts a DOCX's table whose cells its text lacks after all of the text", () => {
    const model = buildDocumentModel({
      text: 'Summary of Terms\n\nThe Fund is a Delaware limited partnership formed for long term investment.',
      fileName: 'terms.docx',
      declaredType: 'term_sheet',
      pageCount: null,
      tables: [{ page: null, rows: [['Fund Term', 'Ten years']], headerRows: 0 }],
    });
    expect(outline(model.blocks)).toEqual([
      ['heading', null, 'Summary of Terms'],
      ['paragraph', null, 'The Fund is a Delaware limited partnership formed for long term investment.'],
      ['table', null, 'Fund Term'],
    ]);
  });

  it("reads a workbook's sheets as a heading each and table blocks whose cells carry their addresses", () => {
    const text = [
      'Sheet: Performance',
      'Fund performance (in millions)',
      '',
      'Fund,Committed,Net IRR',
      'Fund II,$250,14.2%',
      'Fund III,"$1,400",9.1%',
      '',
      'Sheet: Notes',
      'Prepared by the manager',
    ].join('\n');
    const model = buildDocumentModel({
      text,
      fileName: 'returns.xlsx',
      declaredType: 'other',
      pageCount: null,
      tables: [],
    });
    expect(model.format).toBe('workbook');
    expect(model.blocks.map((block) => [block.kind, block.sheet])).toEqual([
      ['heading', 'Performance'],
      ['table', 'Performance'],
      ['heading', 'Notes'],
    ]);
    const [table] = model.blocks.filter((block) => block.kind === 'table');
    expect(table.scale).toBe('millions');
    expect(
      table.rows.map((row) => [row.label, ...row.cells.map((cell) => `${cell?.address}=${cell?.text}`)]),
    ).toEqual([
      ['Fund II', 'B4=$250', 'C4=14.2%'],
      ['Fund III', 'B5=$1,400', 'C5=9.1%'],
    ]);
  });
});
