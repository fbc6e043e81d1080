import { describe, expect, it } from 'vitest';
import { headingLevel, runInHeading, textBlocks } from './text-blocks';

const lines = (...parts: string[]) => parts.join('\n');

describe('headingLevel', () => {
  it.each([
    ['ARTICLE IV', 1],
    ['Article IV Management', 1],
    ['Exhibit 10', 1],
    ['RISK FACTORS', 1],
    ['3. Investment Strategy', 1],
    ['Section 4.2 Management Fee', 2],
    ['4.2.1 Hurdle Rate', 3],
    ['Fees and Expenses', 2],
  ])('gives %s level %i', (heading, level) => {
    expect(headingLevel(heading)).toBe(level);
  });
});

describe('textBlocks', () => {
  it('splits pages at form feeds, and gives no page when the text is not paged', () => {
    const text = 'The fund invests in growth companies.\fThe fund holds twelve companies today.';
    expect(textBlocks(text, { paged: true }).blocks.map((block) => [block.text, block.page])).toEqual([
      ['The fund invests in growth companies.', 1],
      ['The fund holds twelve companies today.', 2],
    ]);
    expect(textBlocks(text, { paged: false }).blocks.map((block) => block.page)).toEqual([null, null]);
  });

  it('gives headings their levels and carries the section path to the paragraphs after them', () => {
    const text = lines(
      'ARTICLE IV FEES',
      '',
      '4.1 Management Fee',
      '',
      'The Fund pays a management fee of 2.0% per annum on commitments.',
      '',
      '4.2 Carried Interest',
      '',
      'The General Partner receives carried interest of 20% of profits.',
      '',
      'ARTICLE V TERM',
      '',
      'The Fund lasts ten years from the final closing date.',
    );
    expect(
      textBlocks(text, { paged: false }).blocks.map((block) => [block.kind, block.level, block.section]),
    ).toEqual([
      ['heading', 1, []],
      ['heading', 2, ['ARTICLE IV FEES']],
      ['paragraph', 0, ['ARTICLE IV FEES', '4.1 Management Fee']],
      ['heading', 2, ['ARTICLE IV FEES']],
      ['paragraph', 0, ['ARTICLE IV FEES', '4.2 Carried Interest']],
      ['heading', 1, []],
      ['paragraph', 0, ['ARTICLE V TERM']],
    ]);
  });

  it('splits a numbered clause’s run-in title from its text, as the heading of what follows', () => {
    const text = lines(
      'ARTICLE III. CAPITAL COMMITMENTS',
      '',
      '3.2 General Partner Commitment. The General Partner shall commit 2% of aggregate Commitments.',
      '',
      '4.2 Non-U.S. Investments. Investments outside North America shall not exceed 20%.',
    );
    expect(
      textBlocks(text, { paged: false }).blocks.map((block) => [block.kind, block.text, block.section]),
    ).toEqual([
      ['heading', 'ARTICLE III. CAPITAL COMMITMENTS', []],
      ['heading', '3.2 General Partner Commitment', ['ARTICLE III. CAPITAL COMMITMENTS']],
      [
        'paragraph',
        'The General Partner shall commit 2% of aggregate Commitments.',
        ['ARTICLE III. CAPITAL COMMITMENTS', '3.2 General Partner Commitment'],
      ],
      ['heading', '4.2 Non-U.S. Investments', ['ARTICLE III. CAPITAL COMMITMENTS']],
      [
        'paragraph',
        'Investments outside North America shall not exceed 20%.',
        ['ARTICLE III. CAPITAL COMMITMENTS', '4.2 Non-U.S. Investments'],
      ],
    ]);
  });

  it("reads a questionnaire's numbered questions and requests as headings of the answers under them", () => {
    const text = lines(
      'Section 2. Fund Terms',
      '',
      "2.2 What is the General Partner's commitment to the Fund?",
      '',
      'The General Partner will commit 2.5% of total commitments.',
      '',
      '2.3 Describe the management fee.',
      '',
      'The management fee is 1.75% per annum of commitments.',
      '',
      'Why does the Fund exist? It invests in growth companies.',
    );
    expect(
      textBlocks(text, { paged: false }).blocks.map((block) => [block.kind, block.text, block.section]),
    ).toEqual([
      ['heading', 'Section 2. Fund Terms', []],
      ['heading', "2.2 What is the General Partner's commitment to the Fund?", ['Section 2. Fund Terms']],
      [
        'paragraph',
        'The General Partner will commit 2.5% of total commitments.',
        ['Section 2. Fund Terms', "2.2 What is the General Partner's commitment to the Fund?"],
      ],
      ['heading', '2.3 Describe the management fee.', ['Section 2. Fund Terms']],
      [
        'paragraph',
        'The management fee is 1.75% per annum of commitments.',
        ['Section 2. Fund Terms', '2.3 Describe the management fee.'],
      ],
      [
        'paragraph',
        'Why does the Fund exist? It invests in growth companies.',
        ['Section 2. Fund Terms', '2.3 Describe the management fee.'],
      ],
    ]);
  });

  it('takes a run-in title that ends in an acronym', () => {
    expect(runInHeading('9. ERISA. The General Partner will limit benefit plan investors to 25%.')).toEqual({
      title: '9. ERISA',
      rest: 'The General Partner will limit benefit plan investors to 25%.',
    });
  });

  it.each([
    ['a numbered sentence', '2. The Fund will invest in growth companies. It holds twelve today.'],
    ['a long title-case run', '3.1 The General Partner And The Manager Of The Fund Shall Agree. Then more.'],
    ['a number that opens a sentence', '1.5 Percent of commitments is reserved. The rest is invested.'],
  ])('takes no run-in title from %s', (_case, paragraph) => {
    expect(runInHeading(paragraph)).toBeNull();
  });

  it('reads no heading in a line that dates the title above it, a line holding a value, or a label line’s value', () => {
    const text = lines(
      'Statements of Operations',
      '',
      'For the Six Months Ended June 30, 2025 (Unaudited)',
      '',
      'The fund earned interest on its loans throughout the period.',
      '',
      'Fund Size: $2,503,750,000',
      '',
      'Profit Split',
      '',
      '70% Investors / 30% Manager',
      '',
      'Distributions:',
      '',
      'Quarterly',
      '',
      'Note 12',
      '',
      'Subsequent events were evaluated through the date of issue.',
    );
    expect(
      textBlocks(text, { paged: false }).blocks.flatMap((block) =>
        block.kind === 'heading' ? [block.text] : [],
      ),
    ).toEqual(['Statements of Operations', 'Profit Split', 'Distributions:', 'Note 12']);
  });

  it('reads a run of three short title-case lines as a list, where two would be headings', () => {
    const committee = (...names: string[]) =>
      lines(
        'The investment committee has these members.',
        '',
        ...names.flatMap((name) => [name, '']),
        'Each member has an equal vote on every investment.',
      );
    const three = textBlocks(committee('Jane Smith', 'John Brown', 'Mary Green'), { paged: false }).blocks;
    expect(three.map((block) => block.kind)).toEqual(Array(5).fill('paragraph'));
    expect(three.at(-1)?.section).toEqual([]);
    const two = textBlocks(committee('Jane Smith', 'John Brown'), { paged: false }).blocks;
    expect(two.map((block) => block.kind)).toEqual(['paragraph', 'heading', 'heading', 'paragraph']);
    expect(two.at(-1)?.section).toEqual(['John Brown']);
  });

  it('drops lines without a letter, and values alone whatever their unit, from the prose', () => {
    const text = lines(
      'The fund reports its results below.',
      '',
      '12.5   14.0   16',
      '',
      '—',
      '',
      '1.82x',
      '',
      '$45M',
      '',
    );
    expect(textBlocks(text, { paged: false }).blocks.map((block) => block.text)).toEqual([
      'The fund reports its results below.',
    ]);
  });

  it('keeps a short label with the value on the line below it as a row of a table of pairs', () => {
    const text = lines(
      'Statement of Operations',
      '',
      'Total Expenses',
      '4,120,000',
      'Net Investment Income',
      '(1,204,000)',
      'The fund earned income in the year as follows:',
      '5,000',
      'COMMITMENTS ....................... 21',
      '5.',
      'Closings',
      '6.',
    );
    const { pairs } = textBlocks(text, { paged: true });
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ kind: 'table', page: 1, columns: [''], scale: null });
    expect(pairs[0].rows.map((row) => [row.label, row.cells.map((cell) => cell?.text), row.quote])).toEqual([
      ['Total Expenses', ['4,120,000'], 'Total Expenses 4,120,000'],
      ['Net Investment Income', ['(1,204,000)'], 'Net Investment Income (1,204,000)'],
    ]);
  });

  it('reads a label led by dots to its value as a pair, in any column of the line, but not a contents page', () => {
    const text = lines(
      'The device clips onto glasses.          IntraOp Medical Corp. ............ 16.1%',
      'Wearers enjoy their smart-              Pivotal Systems, Inc. ............ 15.5%',
      'Investment Objectives ................................ 4',
    );
    const { pairs } = textBlocks(text, { paged: true });
    expect(pairs[0].rows.map((row) => [row.label, row.cells[0]?.text, row.quote])).toEqual([
      ['IntraOp Medical Corp.', '16.1%', 'IntraOp Medical Corp. 16.1%'],
      ['Pivotal Systems, Inc.', '15.5%', 'Pivotal Systems, Inc. 15.5%'],
    ]);
  });
});
