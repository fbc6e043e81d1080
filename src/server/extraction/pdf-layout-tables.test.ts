import { describe, expect, it } from 'vitest';
import { findExecutable } from './find-executable';
import { readPdfWithPdfjs } from './pdf-with-pdfjs';
import { readPdfWithPoppler } from './pdf-with-poppler';
import { tablesOfLayoutText } from './pdf-layout-tables';
import { makeStatementPdf } from './test-support/make-statement-pdf';

const pdftotextPath = findExecutable('pdftotext');

describe('tablesOfLayoutText', () => {
  it('reads a statement: each value under the period header over its column', () => {
    const layout = [
      'Statement of net assets',
      '(in millions)                     Q2 2025        Q2 2024',
      '',
      'Net asset value                     120.4           98.1',
      'Distributions                         3.2              —',
      '',
      'The fund was formed in 2019 and has 12 investments.',
    ].join('\n');
    expect(tablesOfLayoutText(`Cover\f${layout}`)).toEqual([
      {
        page: 2,
        rows: [
          ['', 'Q2 2025', 'Q2 2024'],
          ['Net asset value', '120.4', '98.1'],
          ['Distributions', '3.2', '—'],
        ],
        headerRows: 1,
      },
    ]);
  });

  it('reads a track record: scaled amounts are values, and close columns keep their own values', () => {
    const layout = [
      'Fund                                           Vintage       Size     Net IRR    TVPI    DPI',
      'Harbor Growth Partners I                          2011      $350M       18.9%    2.2x   2.1x',
      'Harbor Growth Partners II                         2015      €1.2bn      21.2%    2.6x   1.9x',
    ].join('\n');
    expect(tablesOfLayoutText(layout)).toEqual([
      {
        page: 1,
        rows: [
          ['', 'Vintage', 'Size', 'Net IRR', 'TVPI', 'DPI'],
          ['Harbor Growth Partners I', '2011', '$350M', '18.9%', '2.2x', '2.1x'],
          ['Harbor Growth Partners II', '2015', '€1.2bn', '21.2%', '2.6x', '1.9x'],
        ],
        headerRows: 1,
      },
    ]);
  });

  it('finds no table in prose, a list of years or a single figure on a line', () => {
    const layout = ['Fees are 2% of commitments.', 'Vintage     2019     2020', 'Net IRR     14.2%'].join(
      '\n',
    );
    expect(tablesOfLayoutText(layout)).toEqual([]);
  });
});

const statementPdf = () =>
  makeStatementPdf([
    [
      [{ x: 72, text: 'Quarterly report' }],
      [
        { x: 72, text: '(in millions)' },
        { x: 300, text: 'Q2 2025' },
        { x: 400, text: 'Q2 2024' },
      ],
      [
        { x: 72, text: 'Net asset value' },
        { x: 300, text: '120.4' },
        { x: 400, text: '98.1' },
      ],
    ],
  ]);
const statementTables = [
  {
    page: 1,
    rows: [
      ['', 'Q2 2025', 'Q2 2024'],
      ['Net asset value', '120.4', '98.1'],
    ],
    headerRows: 1,
  },
];

describe('a PDF statement read by pdf.js', () => {
  it('reads the table from the positions of the text on the page', async () => {
    const reading = await readPdfWithPdfjs(await statementPdf(), { maxTextChars: 1e6 });
    expect(reading.status === 'ok' && reading.tables).toEqual(statementTables);
  });
});

describe.runIf(pdftotextPath)('a PDF statement read by pdftotext', () => {
  it('keeps the text as pdftotext reads it and reads the table from the layout', async () => {
    const options = {
      pdftotextPath: pdftotextPath!,
      timeoutMs: 10_000,
      maxMemoryMb: 256,
      maxOutputBytes: 1e6,
    };
    const reading = await readPdfWithPoppler({ bytes: await statementPdf() }, options);
    expect(reading.status === 'ok' && reading.text).toContain('Net asset value');
    expect(reading.status === 'ok' && reading.tables).toEqual(statementTables);
  });
});
