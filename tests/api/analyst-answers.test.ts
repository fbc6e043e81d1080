import { describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { makeXlsx } from '../../src/server/extraction/test-support/make-xlsx';
import { probePdf, readProbe } from '../analyst/probe-document';
import { addInvestment, answerLead, ask, uploadProcessed } from './analyst-fixtures';
import { registerTeam, useTestApp } from './helper';

const t = useTestApp({ processDocuments: true });

const termsPage = (fee: string) => [
  [
    'Helios Ventures III: summary of principal terms',
    `The management fee is ${fee} per annum of commitments during the investment period.`,
    'The General Partner receives carried interest of 20% of profits.',
  ],
];

describe('answers to figure questions', () => {
  it('shows two sources that disagree on a figure as a conflict, each cited', async () => {
    const admin = await registerTeam(t.app);
    const [first, second] = await uploadProcessed(t.app, admin, [
      { name: 'Helios term sheet.pdf', content: makePdf(termsPage('2%')) },
      { name: 'Helios side letter.pdf', content: makePdf(termsPage('1.75%')) },
    ]);
    const body = (await ask(t.app, admin, 'What is the management fee of Helios Ventures III?')).json();
    const [lead, , conflict] = body.response.split('\n');
    expect(lead).toMatch(/^For Helios Ventures III, the management fee was (?:2%|1\.75%) \[1\]\.$/);
    expect(conflict).toMatch(
      /^- Sources differ: \*Helios (?:term sheet|side letter)\.pdf\*, page 1 gives (?:2%|1\.75%) \[2\]\.$/,
    );
    expect(body.response).toContain('2%');
    expect(body.response).toContain('1.75%');
    expect(body.citations.map((citation: { id: number }) => citation.id).sort()).toEqual(
      [first, second].sort(),
    );
    expect(body.response.length).toBeLessThan(600);
  });

  it('shows two reports of a figure with no stated period as further readings, not a conflict', async () => {
    const admin = await registerTeam(t.app);
    const report = (nav: string) => [
      ['Helios Ventures III investor letter', `The net asset value of the Fund is ${nav}.`],
    ];
    await uploadProcessed(t.app, admin, [
      { name: 'Helios letter spring.pdf', content: makePdf(report('$120 million')) },
      { name: 'Helios letter autumn.pdf', content: makePdf(report('$135 million')) },
    ]);
    const body = (await ask(t.app, admin, 'What is the net asset value of Helios Ventures III?')).json();
    const [lead, , further] = body.response.split('\n');
    expect(lead).toMatch(/^For Helios Ventures III, the net asset value was \$1[23][05] million \[1\]\.$/);
    expect(further).toMatch(
      /^- Also: \$1[23][05] million \(.*\) in \*Helios letter (?:spring|autumn)\.pdf\*/,
    );
    expect(body.response).not.toContain('Sources differ');
  });

  it("never gives another year's figure as the answer, only as the closest found", async () => {
    const admin = await registerTeam(t.app);
    await uploadProcessed(t.app, admin, [
      {
        name: 'Helios annual report 2021.pdf',
        content: makePdf([
          [
            'Helios Ventures III annual report',
            'The net asset value of the Fund was $135 million at December 31, 2021.',
          ],
        ]),
      },
    ]);
    const asked = (
      await ask(t.app, admin, 'What was the net asset value of Helios Ventures III in 2021?')
    ).json();
    expect(asked.response.split('\n')[0]).toMatch(
      /^For Helios Ventures III, the net asset value was \$135 million/,
    );
    const other = (
      await ask(t.app, admin, 'What was the net asset value of Helios Ventures III in 2017?')
    ).json();
    expect(other.response).toMatch(
      /^The net asset value for Helios Ventures III as of 2017 is not stated in your documents\./,
    );
    expect(other.response).toContain('$135 million');
  });

  it('gives no figure of another date in the year asked, nor one of a document that never mentions what is asked', async () => {
    const admin = await registerTeam(t.app);
    await uploadProcessed(t.app, admin, [
      {
        name: 'Helios policy statement.pdf',
        content: makePdf([
          [
            'Helios Pension Plan investment policy statement',
            'The plan held 231 fund interests as of September 30, 2025.',
            'The target allocation to private equity is 14% of total assets.',
          ],
        ]),
      },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(
      await lead('How many fund interests did the Helios Pension Plan hold at September 30, 2025?'),
    ).toMatch(/231/);
    expect(await lead('How many fund interests did the Helios Pension Plan hold at June 30, 2025?')).toMatch(
      /not stated in your documents|No figure in your documents/,
    );
    expect(await lead("What is the Helios Pension Plan's target allocation to private equity?")).toMatch(
      /14%/,
    );
    expect(await lead("What is the Helios Pension Plan's target allocation to hedge funds?")).toMatch(
      /^The target allocation for Helios Pension Plan is not stated in your documents\./,
    );
  });

  it('answers from the document a question points at by what it is, and from no other', async () => {
    const admin = await registerTeam(t.app);
    await uploadProcessed(t.app, admin, [
      {
        name: 'Fee study.pdf',
        content: makePdf([['Fee study', 'The median management fee was 1.75% of commitments.']]),
      },
      {
        name: 'Subscription lines working paper.pdf',
        content: makePdf([
          ['Subscription lines', '62% of the funds studied used a subscription line of credit.'],
        ]),
      },
      {
        name: 'Harbor Fund II fact sheet.pdf',
        content: makePdf([['Harbor Fund II', 'Management fee | 2.0%']]),
      },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(await lead('What management fee does the fee study give?')).toMatch(/1\.75%/);
    expect(
      await lead('What management fee do the funds in the subscription lines working paper charge?'),
    ).toMatch(/^The management fee is not stated in your documents\./);
  });

  it("answers a holding's share from the row that names it, led by dots to its value", async () => {
    const admin = await registerTeam(t.app);
    const [id] = await uploadProcessed(t.app, admin, [
      {
        name: 'Harbor Tech quarterly letter.pdf',
        content: makePdf([
          [
            'Harbor Tech Fund: letter to shareholders, June 30, 2025',
            'Top holdings, as a share of net assets',
            'Alder Robotics Inc. .............................. 16.1%',
            'Birch Sensors Corp. .............................. 9.4%',
            'The net assets of the Fund were $212 million.',
          ],
        ]),
      },
    ]);
    const body = (
      await ask(t.app, admin, "What share of Harbor Tech Fund's net assets was Alder Robotics?")
    ).json();
    expect(body.response.split('\n')[0]).toBe('For Alder Robotics, the share of net assets was 16.1% [1].');
    expect(body.citations[0]).toMatchObject({ kind: 'document', id, page: 1 });
  });

  it("answers for a fund listed in a named plan's review only from its own row, never a sibling's or the plan's", async () => {
    const admin = await registerTeam(t.app);
    const review = readProbe(
      'review.txt',
      [
        '===',
        'Cedar Valley Retirement Association: private markets review, March 31, 2025',
        'Since inception the private markets portfolio has earned a net IRR of 10.8%.',
        'Partnership ($ millions) | Commitment | Net IRR',
        'Ridgeway Partners VI | 150 | 16.8%',
        'Stonefield Secondaries Fund IV | 100 | 13.2%',
        '===',
        'New commitments ($ millions) | Commitment',
        'Ridgeway Partners VIII | 100',
      ].join('\n'),
    );
    await uploadProcessed(t.app, admin, [
      { name: 'Cedar Valley private markets review.pdf', content: Buffer.from(await probePdf(review)) },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(await lead('What net IRR has Ridgeway Partners VI earned for Cedar Valley?')).toContain('16.8%');
    const sibling = await lead('What net IRR has Stonefield Secondaries Fund V earned for Cedar Valley?');
    expect(sibling).toMatch(/not stated/);
    expect(sibling).not.toContain('13.2%');
    const listed = await lead('What net IRR has Ridgeway Partners VIII earned for Cedar Valley?');
    expect(listed).toMatch(/not stated/);
    expect(listed).not.toContain('10.8%');
  });

  it("answers for a strategy a question names in plain words only from that strategy's row", async () => {
    const admin = await registerTeam(t.app);
    const review = readProbe(
      'review.txt',
      [
        '===',
        'Alder County Retirement System: private markets review, June 30, 2025',
        'The private markets portfolio returned 9.1% net of fees for the fiscal year, and its market value was $2.4 billion.',
        'Net returns | 1-Year | 5-Year | 10-Year',
        'Buyout | 10.2% | 13.9% | 14.4%',
        'Growth Equity | 6.3% | 11.7% |',
        'Venture Capital | 4.8% | 12.5% | 10.9%',
        '===',
        'Strategy ($ millions) | Market Value | % of Portfolio',
        'Buyout | 1,322 | 55.1%',
        'Growth Equity | 576 | 24.0%',
      ].join('\n'),
    );
    await uploadProcessed(t.app, admin, [
      { name: 'Alder County private markets review.pdf', content: Buffer.from(await probePdf(review)) },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(await lead("What is the market value of Alder County's growth equity portfolio?")).toContain(
      '576',
    );
    expect(await lead("What is the 5-year return of Alder County's buyout portfolio?")).toContain('13.9%');
    // Its row has no 10-year return: neither another row's nor the whole portfolio's is given as its.
    const unstated = await lead("What is the 10-year return of Alder County's growth equity portfolio?");
    expect(unstated).not.toMatch(/^For Alder County/);
    expect(unstated).not.toContain('9.1%');
  });

  it('answers a share with what is, not a target, unless the target is all its document states', async () => {
    const admin = await registerTeam(t.app);
    const review = readProbe(
      'review.txt',
      [
        '===',
        'Birch County Retirement System: private markets review, June 30, 2025',
        "The portfolio's market value was $2.4 billion, representing 11.4% of the System's total assets.",
        'The policy target for private markets is 12% of total assets, with a permissible range of 8% to 16%.',
      ].join('\n'),
    );
    const policy = readProbe(
      'policy.txt',
      [
        '===',
        'Aspen Teachers Retirement Fund: investment policy statement, 2025',
        'Asset class | Policy target | Permissible range',
        'Private Equity | 14% | 10% - 18%',
        'Real Assets | 9% | 5% - 13%',
      ].join('\n'),
    );
    await uploadProcessed(t.app, admin, [
      { name: 'Birch County private markets review.pdf', content: Buffer.from(await probePdf(review)) },
      { name: 'Aspen Teachers investment policy.pdf', content: Buffer.from(await probePdf(policy)) },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(await lead("What share of Birch County's total assets is in private markets?")).toContain('11.4%');
    expect(await lead("What is Birch County's policy target for private markets?")).toContain('12%');
    expect(await lead("What share of Aspen Teachers' assets goes to private equity?")).toContain('14%');
  });

  it("gives no figure of another span, nor an undated one for a year far from its document's", async () => {
    const admin = await registerTeam(t.app);
    const review = readProbe(
      'review.txt',
      [
        '===',
        'Cypress County Retirement System: private equity program review 2025',
        'The Program returned 9.8% net of fees for the fiscal year ended June 30, 2025.',
        "The Program's since-inception internal rate of return is 11.9%.",
        'Net returns | 1-Year | 5-Year | 10-Year',
        'Private Equity Program | 9.8% | 14.6% | 13.1%',
      ].join('\n'),
    );
    await uploadProcessed(t.app, admin, [
      { name: 'Cypress_County_PE_Program_Review_2025.pdf', content: Buffer.from(await probePdf(review)) },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(await lead("What was Cypress County's private equity program's 10-year net return?")).toContain(
      '13.1%',
    );
    for (const question of [
      "What was Cypress County's private equity program's 20-year net return?",
      "What did Cypress County's private equity program return in fiscal 2019?",
      // A year near the document's own, which it never names.
      "What did Cypress County's private equity program return in fiscal 2023?",
    ])
      expect(await lead(question), question).toMatch(/not stated/);
  });

  it('reads spans heading columns, a value as it was a year earlier, and a gap in basis points', async () => {
    const admin = await registerTeam(t.app);
    const review = readProbe(
      'review.txt',
      [
        '===',
        'Alder County Retirement Association: total fund review, fiscal year 2025',
        'The funded ratio rose to 81.2% on an actuarial basis at June 30, 2025, from 78.5% a year earlier.',
        'Net returns, periods ended June 30, 2025 | 1 Year | 3 Years | 5 Years | 10 Years',
        'Total Fund | 10.3% | 6.1% | 8.4% | 7.2%',
        'Policy Benchmark | 9.6% | 5.8% | 7.9% | 6.9%',
        'Value Added (bps) | 70 | 30 | 50 | 30',
      ].join('\n'),
    );
    await uploadProcessed(t.app, admin, [
      { name: 'Alder_County_Total_Fund_Review_FY2025.pdf', content: Buffer.from(await probePdf(review)) },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(await lead("What did Alder County's total fund return over five years?")).toContain('8.4%');
    expect(await lead("What is Alder County's funded ratio?")).toContain('81.2%');
    expect(await lead("What was Alder County's funded ratio a year earlier?")).toContain('78.5%');
    expect(
      await lead('By how much did the Alder County total fund beat its benchmark over one year?'),
    ).toContain('70 bps');
  });

  it('answers a part a whole came from with the part, and a share of the largest holdings', async () => {
    const admin = await registerTeam(t.app);
    const report = readProbe(
      'report.txt',
      [
        '===',
        'Wexley Senior Credit Fund: annual report 2025',
        'The ten largest borrowers together represented 15.6% of net assets at December 31, 2025.',
        'Total operating costs were $41.2 million for the year, of which credit facility interest accounted for $30.1 million.',
      ].join('\n'),
    );
    await uploadProcessed(t.app, admin, [
      {
        name: 'Wexley_Senior_Credit_Fund_Annual_Report_2025.pdf',
        content: Buffer.from(await probePdf(report)),
      },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(await lead('What do the ten largest borrowers represent in Wexley Senior Credit Fund?')).toContain(
      '15.6%',
    );
    expect(
      await lead(
        "How much of Wexley Senior Credit Fund's operating costs came from credit facility interest?",
      ),
    ).toContain('$30.1 million');
  });

  it("answers a sponsor's terms and sums however its statements word them, and a figure with what is asked", async () => {
    const admin = await registerTeam(t.app);
    const statements = readProbe(
      'statements.txt',
      [
        '===',
        'Brackwater Ventures IV, L.P.: notes to the financial statements 2025',
        'The General Partner and its affiliates have committed $12.0 million to the Partnership.',
        'After the partners have received distributions equal to their contributed capital plus a preferred return of 8% per annum, the General Partner receives 20% of further distributions, subject to a full catch-up.',
        'Cumulative carried interest allocated to the General Partner amounted to $9,310,000 at December 31, 2025.',
        'Net IRR without subscription line | 13.1%',
        'Net IRR with subscription line | 15.4%',
      ].join('\n'),
    );
    await uploadProcessed(t.app, admin, [
      {
        name: 'Brackwater_Ventures_IV_Financial_Statements_2025.pdf',
        content: Buffer.from(await probePdf(statements)),
      },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(await lead("How much skin in the game does Brackwater Ventures IV's manager have?")).toContain(
      '$12.0 million',
    );
    expect(
      await lead('What carried interest does the general partner of Brackwater Ventures IV receive?'),
    ).toContain('20%');
    expect(
      await lead(
        'How much carried interest has been allocated to the general partner of Brackwater Ventures IV in total?',
      ),
    ).toContain('$9,310,000');
    expect(await lead("What is Brackwater Ventures IV's net IRR with the subscription line?")).toContain(
      '15.4%',
    );
  });

  it('counts what a question asks with a word whose plural is spelled otherwise, such as companies', async () => {
    const admin = await registerTeam(t.app);
    await uploadProcessed(t.app, admin, [
      {
        name: 'Harbor Credit annual report.pdf',
        content: makePdf([
          [
            'Harbor Credit Fund: annual report, March 31, 2025',
            'The portfolio held loans to 1,412 companies at March 31, 2025.',
            '98.2% of the portfolio was invested in first lien loans.',
          ],
        ]),
      },
    ]);
    const body = (
      await ask(
        t.app,
        admin,
        'How many portfolio companies did Harbor Credit Fund lend to at March 31, 2025?',
      )
    ).json();
    expect(body.response.split('\n')[0]).toMatch(
      /^For Harbor Credit Fund, the companies were 1,412 .*\[1\]\.$/,
    );
  });

  it("answers from the document one name calls and another names in part: an issuer's committee charter", async () => {
    const admin = await registerTeam(t.app);
    const [charter] = await uploadProcessed(t.app, admin, [
      {
        name: 'Helios_Valuation_Committee_Charter.pdf',
        content: makePdf([
          [
            'Valuation Committee Charter',
            'The Board of Helios Quantum Value Fund, Inc. adopts this charter.',
            'The Committee shall be composed of at least three members, each of whom is a director.',
          ],
        ]),
      },
      {
        name: 'Helios_Quantum_Value_Fund_Annual_Report.pdf',
        content: makePdf([
          ['Helios Quantum Value Fund annual report', 'The Fund held 14 portfolio companies.'],
        ]),
      },
    ]);
    const body = (
      await ask(t.app, admin, "How many members must Helios Quantum Value Fund's Valuation Committee have?")
    ).json();
    // The ledger answers from the charter, which the names point at together.
    expect(body.response.split('\n')[0]).toMatch(/^For Helios Quantum Value Fund, the .*\bthree \[1\]\.$/);
    expect(body.citations[0]).toMatchObject({ kind: 'document', id: charter });
  });

  it('answers for a long name its documents write only as its initials', async () => {
    const admin = await registerTeam(t.app);
    const [sample] = await uploadProcessed(t.app, admin, [
      {
        name: 'Public pension data sample.xlsx',
        content: makeXlsx([
          {
            name: 'Sample Data',
            rows: [
              ['Investor', 'Fund', 'Vintage', 'Commitment ($M)', 'Net IRR (%)'],
              ['WSIB', 'TA XV', '2024', '750.0', '12.1'],
              ['CalPERS', 'TA XV', '2024', '400.0', '12.1'],
              ['CalPERS', 'Birch Growth II', '2021', '250.0', '9.4'],
            ],
          },
        ]),
      },
    ]);
    const body = (
      await ask(t.app, admin, 'How much did the Washington State Investment Board commit to TA XV?')
    ).json();
    expect(body.response.split('\n')[0]).toMatch(/\b750\.0\b/);
    expect(body.response.split('\n')[0]).not.toMatch(/400\.0/);
    expect(body.citations[0]).toMatchObject({ kind: 'document', id: sample });
  });

  it('asks the documents, not the pipeline, how many of something a document it points at counts', async () => {
    const admin = await registerTeam(t.app);
    await addInvestment(t.app, admin, { name: 'Alder Venture Fund I', strategy: 'Venture Capital' });
    await uploadProcessed(t.app, admin, [
      {
        name: 'Subscription lines working paper.pdf',
        content: makePdf([
          [
            'Subscription lines and fund performance',
            'We study 1,184 buyout funds and 310 venture capital funds raised from 2010 through 2021.',
          ],
        ]),
      },
    ]);
    const body = (
      await ask(t.app, admin, 'How many venture capital funds does the subscription lines paper study?')
    ).json();
    expect(body.response.split('\n')[0]).toMatch(/\b310\b/);
    expect(body.citations[0]).toMatchObject({ kind: 'document' });
  });

  it('finds the documents a name no document is called by points at, such as a ticker', async () => {
    const admin = await registerTeam(t.app);
    const [harbor] = await uploadProcessed(t.app, admin, [
      {
        name: 'Annual report 2024.pdf',
        content: makePdf([
          [
            'Harbor Tech Fund annual report',
            'The total assets of the Fund were $230 million at December 31, 2024.',
            'Shares of the Fund trade on the NASDAQ under the symbol HRBR.',
          ],
        ]),
      },
      {
        name: 'Birch Growth annual report.pdf',
        content: makePdf([
          [
            'Birch Growth Fund annual report',
            'The total assets of the Fund were $410 million at December 31, 2024.',
          ],
        ]),
      },
    ]);
    const body = (await ask(t.app, admin, "What were HRBR's total assets at December 31, 2024?")).json();
    expect(body.response.split('\n')[0]).toBe(
      'For HRBR, the total assets were $230 million as of December 31, 2024 [1].',
    );
    expect(body.response).not.toContain('$410 million');
    expect(body.citations[0]).toMatchObject({ kind: 'document', id: harbor });
  });

  it('answers for a fund its documents name only in their text, not in their file names or titles', async () => {
    const admin = await registerTeam(t.app);
    // The name stands in the text only, not in the file's name or the summary's title.
    const statements = (fund: string, assets: string) => [
      [
        'Illustrative financial statements',
        `These statements of ${fund} are audited.`,
        `The total assets of the Fund were ${assets} at December 31, 2024.`,
      ],
    ];
    const [abc] = await uploadProcessed(t.app, admin, [
      {
        name: 'Illustrative statements A.pdf',
        content: makePdf(statements('ABC Private Equity Fund, L.P.', '$92 million')),
      },
      {
        name: 'Illustrative statements B.pdf',
        content: makePdf(statements('Birch Growth Fund, L.P.', '$410 million')),
      },
    ]);
    const body = (
      await ask(t.app, admin, 'What were the total assets of ABC Private Equity Fund at December 31, 2024?')
    ).json();
    expect(body.response.split('\n')[0]).toMatch(
      /the total assets were \$92 million as of December 31, 2024 \[1\]\.$/,
    );
    expect(body.response).not.toContain('$410 million');
    expect(body.citations[0]).toMatchObject({ kind: 'document', id: abc });
  });

  it("answers from a row and a column that together name the figure: a total's GP column", async () => {
    const admin = await registerTeam(t.app);
    const [report] = await uploadProcessed(t.app, admin, [
      {
        name: 'Harbor Fund II capital account.xlsx',
        content: makeXlsx([
          {
            name: 'Capital account',
            rows: [
              ['Harbor Fund II capital account statement'],
              ['', "LP's Allocation of Total Fund", "GP's Allocation of Total Fund", 'Total Fund'],
              ['Total Commitment', '$50,000,000', '$3,750,000', '$250,000,000'],
              ['Contributions', '$30,000,000', '$2,250,000', '$150,000,000'],
            ],
          },
        ]),
      },
    ]);
    const body = (await ask(t.app, admin, "What is the GP's commitment to Harbor Fund II?")).json();
    expect(body.response.split('\n')[0]).toContain('$3,750,000 [1]');
    expect(body.citations[0]).toMatchObject({ kind: 'document', id: report });
  });

  it("compares two funds' figures from their documents in a sentence and a small table", async () => {
    const admin = await registerTeam(t.app);
    const terms = (fund: string, fee: string, carry: string) => [
      [
        `${fund}: summary of principal terms`,
        `The management fee is ${fee} per annum of commitments during the investment period.`,
        `The General Partner receives carried interest of ${carry} of profits.`,
      ],
    ];
    const [helios, birch] = await uploadProcessed(t.app, admin, [
      { name: 'Helios Ventures III terms.pdf', content: makePdf(terms('Helios Ventures III', '2%', '20%')) },
      {
        name: 'Birch Growth Fund II terms.pdf',
        content: makePdf(terms('Birch Growth Fund II', '1.5%', '15%')),
      },
    ]);
    const body = (
      await ask(
        t.app,
        admin,
        'Compare the management fee and carried interest of Helios Ventures III and Birch Growth Fund II',
      )
    ).json();
    const lines = body.response.split('\n');
    expect(lines[0]).toMatch(
      /^Management fee: Helios Ventures III 2% \[\d\]; Birch Growth Fund II 1\.5% \[\d\]\.$/,
    );
    expect(lines.slice(2)).toEqual([
      '| | Management fee | Carried interest |',
      '|---|---|---|',
      expect.stringMatching(/^\| Helios Ventures III \| 2% \[\d\] \| 20% \[\d\] \|$/),
      expect.stringMatching(/^\| Birch Growth Fund II \| 1\.5% \[\d\] \| 15% \[\d\] \|$/),
    ]);
    expect(body.citations.map((citation: { id: number }) => citation.id).sort()).toEqual(
      [helios, birch].sort(),
    );
  });

  it('gives the same answer to the same question on the same data', async () => {
    const admin = await registerTeam(t.app);
    await uploadProcessed(t.app, admin, [
      { name: 'Helios term sheet.pdf', content: makePdf(termsPage('2%')) },
      { name: 'Helios side letter.pdf', content: makePdf(termsPage('1.75%')) },
    ]);
    const question = 'What carry does Helios Ventures III charge?';
    const first = (await ask(t.app, admin, question)).json();
    const again = (await ask(t.app, admin, question)).json();
    expect(again.response).toBe(first.response);
    expect(again.citations).toEqual(first.citations);
  });

  it('answers from the pipeline record when no document states the figure, and says so', async () => {
    const admin = await registerTeam(t.app);
    const id = await addInvestment(t.app, admin, { name: 'Alder Fund I', irr: '24%' });
    const body = (await ask(t.app, admin, 'What is the IRR of Alder Fund I?')).json();
    expect(body.response).toBe(
      'For Alder Fund I, the pipeline record gives the IRR as 24% [1]; no document states it.',
    );
    expect(body.citations).toEqual([expect.objectContaining({ kind: 'investment', id })]);
  });

  it('shows where the pipeline record disagrees with a document', async () => {
    const admin = await registerTeam(t.app);
    const investmentId = await addInvestment(t.app, admin, {
      name: 'Helios Ventures III',
      managementFee: '2.5%',
    });
    await uploadProcessed(
      t.app,
      admin,
      [{ name: 'Helios term sheet.pdf', content: makePdf(termsPage('2%')) }],
      { metadata_0: JSON.stringify({ type: 'term_sheet', investmentId }) },
    );
    const body = (await ask(t.app, admin, 'What is the management fee of Helios Ventures III?')).json();
    const lines = body.response.split('\n');
    expect(lines[0]).toBe('For Helios Ventures III, the management fee was 2% [1].');
    expect(lines).toContain('- The pipeline record gives 2.5% [2].');
    expect(body.citations[1]).toMatchObject({ kind: 'investment', id: investmentId });
  });

  it("answers from an agreement's numbered clause by the clause's title", async () => {
    const admin = await registerTeam(t.app);
    await uploadProcessed(t.app, admin, [
      {
        name: 'Cedar Ridge Partners IV LPA.pdf',
        content: makePdf([
          [
            'Agreement of Limited Partnership of Cedar Ridge Partners IV, L.P.',
            'ARTICLE III. CAPITAL COMMITMENTS',
            '3.3 Minimum Commitment. The minimum Commitment of a Limited Partner shall be $10,000,000.',
            '3.4 Capital Calls. Each Limited Partner shall contribute capital within ten (10) Business Days after receipt of a Drawdown Notice.',
            'ARTICLE V. TERM',
            '5.1 Term. The Partnership shall continue until the tenth (10th) anniversary of the Final Closing Date.',
          ],
        ]),
      },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(
      await lead('How many days do limited partners have to meet a capital call in Cedar Ridge IV?'),
    ).toContain('ten (10) Business Days [1]');
    expect(await lead('What is the term of Cedar Ridge IV?')).toContain('tenth (10th) anniversary [1]');
  });

  it('answers a question that names no document from the figure its words or its concept label', async () => {
    const admin = await registerTeam(t.app);
    await uploadProcessed(t.app, admin, [
      {
        name: 'Subscription lines working paper.pdf',
        content: makePdf([
          [
            'Subscription Lines and the Performance of Buyout Funds',
            'Our sample combines cash flow data from 214 limited partners with fund-level disclosures.',
            'Advances under the lines were repaid after a median of 94 days.',
            'We study 480 buyout funds and find that 62% of them used a subscription line of credit.',
          ],
        ]),
      },
      { name: 'Helios terms.pdf', content: makePdf(termsPage('2%')) },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(await lead('How many limited partners provided cash flow data?')).toContain('214 [1]');
    expect(await lead('After how many days were advances repaid in the median?')).toContain('94 days [1]');
    // A concept asked ('line of credit') finds a figure whose label holds its phrase.
    expect(await lead('What share of the funds used a subscription line of credit?')).toContain('62% [1]');
  });

  it("answers for the party a notice is addressed to from the reader's own rows, and no class but the one asked", async () => {
    const admin = await registerTeam(t.app);
    await uploadProcessed(t.app, admin, [
      {
        name: 'Wexcombe VI distribution notice.pdf',
        content: makePdf([
          [
            'Wexcombe Buyout Partners VI, L.P. Notice of Distribution',
            'To: Thistledown University Endowment',
            'The General Partner announces a distribution of $186.0 million in aggregate.',
            'Your share of the distribution is $4,650,000.',
            'It reflects your 2.5% interest in the Partnership.',
          ],
        ]),
      },
      {
        name: 'Northlake Senior Credit Fund annual report.pdf',
        content: makePdf([
          [
            'Northlake Senior Credit Fund annual report, March 31, 2025',
            "In the fiscal year the Fund's Class I shares returned 10.42%.",
            'The Morningstar LSTA US Leveraged Loan Index returned 9.18%.',
            'The Fund has a $2.5 billion secured revolving credit facility.',
            'An amount outstanding of $1.35 billion was drawn on it.',
          ],
        ]),
      },
    ]);
    const lead = (question: string) => answerLead(t.app, admin, question);
    expect(await lead('What interest does Thistledown hold in Wexcombe Buyout Partners VI?')).toContain(
      '2.5% [1]',
    );
    expect(await lead("What is Thistledown's share of the Wexcombe VI distribution?")).toContain(
      '$4,650,000 [1]',
    );
    expect(await lead("What total return did Northlake Senior Credit Fund's Class I shares earn?")).toMatch(
      /\b10\.42%.* \[1\]\.$/,
    );
    expect(await lead("What did Northlake Senior Credit Fund's Class A shares return?")).toMatch(
      /not stated in your documents/,
    );
    expect(await lead("How much was drawn on the Northlake fund's credit facility?")).toMatch(
      /\$1\.35 billion.* \[1\]\.$/,
    );
  });

  it('says a figure no source holds is not stated, naming where it looked', async () => {
    const admin = await registerTeam(t.app);
    await addInvestment(t.app, admin, { name: 'Alder Fund I', irr: null });
    const body = (await ask(t.app, admin, 'What is the DPI of Alder Fund I?')).json();
    expect(body.response.split('\n')[0]).toBe(
      'The DPI for Alder Fund I is not stated in your documents or the pipeline record.',
    );
  });
});
