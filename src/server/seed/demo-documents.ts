import type { DocumentTypeValue } from '@shared/document';
import { writeDocx, writePdf, writeXlsx } from './demo-files';

export type DemoDocument = {
  name: string;
  type: DocumentTypeValue;
  /** The demo investment it is filed under. */
  investmentName: string;
  bytes: () => Promise<Buffer> | Buffer;
};

const fund = 'Northbridge Growth Partners IV';

/**
 * The demo team's data room for Northbridge Growth Partners IV, written at seed time and processed by the
 * real pipeline on first start: a fund deck, an LPA extract, a quarterly report of the prior fund, a DDQ
 * and a track-record workbook. Every figure agrees across them, so a question gets one cited answer.
 */
export const demoDocuments: DemoDocument[] = [
  {
    name: 'Northbridge Growth Partners IV - Fund Deck.pdf',
    type: 'fund_deck',
    investmentName: fund,
    bytes: () =>
      writePdf(`${fund}: Fund Presentation`, [
        {
          title: `${fund}: Fund Presentation`,
          blocks: [
            'Northbridge Capital is raising Northbridge Growth Partners IV with a target fund size of $1.35B and a hard cap of $1.5B. The General Partner will commit 2% of total commitments alongside investors.',
            'The fund makes minority and control growth investments in vertical software companies with $20M to $100M of recurring revenue in North America.',
            'First close is expected in the second quarter with a final close within 12 months.',
          ],
        },
        {
          title: 'Strategy and team',
          blocks: [
            { heading: 'Investment strategy' },
            'Fund IV will build a portfolio of 12 to 15 companies, with equity cheques of $50M to $150M. Targets are founder-led businesses with net revenue retention above 110% and a path to 25% EBITDA margins.',
            { heading: 'Team' },
            'The team of 14 investment professionals is led by two founding partners who have worked together for 15 years, supported by an operating-partner network of 22 former software executives.',
          ],
        },
        {
          title: 'Track record',
          blocks: [
            'Northbridge has raised three prior funds. All figures are net to limited partners as of 30 June 2025.',
            {
              table: [
                ['Fund', 'Vintage', 'Size', 'Net IRR', 'TVPI', 'DPI'],
                ['Northbridge Growth Partners I', '2011', '$350M', '18.9%', '2.2x', '2.1x'],
                ['Northbridge Growth Partners II', '2015', '$600M', '21.2%', '2.6x', '1.9x'],
                ['Northbridge Growth Partners III', '2019', '$950M', '24.5%', '2.3x', '0.9x'],
              ],
            },
            'Fund III (2019 vintage) has delivered a net IRR of 24.5%, a TVPI of 2.3x and a DPI of 0.9x. Fund II (2015 vintage) returned a net IRR of 21.2% and a TVPI of 2.6x.',
          ],
        },
        {
          title: 'Key terms, risks and opportunities',
          blocks: [
            'Terms: a management fee of 2.0% during the investment period, carried interest of 20% and a preferred return of 8%.',
            'Risks include key-person dependency on the two founding partners, rising entry valuations in software, and concentration in a single sector.',
            'Opportunities include proprietary deal flow through the operating-partner network and consolidation of fragmented vertical software markets.',
          ],
        },
      ]),
  },
  {
    name: 'Northbridge IV - Due Diligence Questionnaire.docx',
    type: 'ddq',
    investmentName: fund,
    bytes: () =>
      writeDocx([
        'Due Diligence Questionnaire: Northbridge Growth Partners IV',
        '1. Firm. Northbridge Capital was founded in 2006 and is wholly owned by its six partners.',
        '2. Team. The investment team has 14 professionals; no senior departures in the last five years.',
        '3. Strategy. The fund targets 12 to 15 growth investments of $50M to $150M each in vertical software.',
        '4. Fees. Management fee of 2.0% on commitments, stepping down to 1.5% on invested capital after the investment period; carried interest of 20% above an 8% hurdle with full catch-up.',
        '5. Conflicts of interest. Co-investment allocation follows a written policy reviewed by the LPAC.',
        '6. ESG. The firm is a signatory to the PRI and reports portfolio emissions annually.',
        '7. Risk management. Leverage at the portfolio level is capped at 4x EBITDA; no fund-level leverage beyond a subscription line.',
        '8. Valuation. Portfolio companies are valued quarterly at fair value under IPEV guidelines; an independent firm reviews the valuations of Fund III each year.',
        '9. Service providers. The fund administrator is Harbour Fund Services; the auditor is a Big Four firm; legal counsel is Whitford & Lane LLP.',
        '10. Reporting. Limited partners receive quarterly reports with capital account statements within 45 days of quarter end, and audited financial statements within 120 days of year end.',
      ]),
  },
  {
    name: 'Northbridge - Track Record.xlsx',
    type: 'track_record',
    investmentName: fund,
    bytes: () =>
      writeXlsx([
        {
          name: 'Track Record',
          rows: [
            ['Fund', 'Vintage', 'Fund size', 'Invested', 'Net IRR', 'TVPI', 'DPI'],
            ['Northbridge Growth Partners I', 2011, '$350M', '$330M', '18.9%', '2.2x', '2.1x'],
            ['Northbridge Growth Partners II', 2015, '$600M', '$580M', '21.2%', '2.6x', '1.9x'],
            ['Northbridge Growth Partners III', 2019, '$950M', '$870M', '24.5%', '2.3x', '0.9x'],
          ],
        },
        {
          name: 'Realised Deals',
          rows: [
            ['Company', 'Fund', 'Sector', 'Invested', 'Realised', 'Gross multiple', 'Gross IRR'],
            ['Ledgerline', 'Fund I', 'Accounting software', '$42M', '$126M', '3.0x', '27%'],
            ['ClinicFlow', 'Fund II', 'Healthcare software', '$65M', '$221M', '3.4x', '31%'],
            ['FleetPilot', 'Fund II', 'Logistics software', '$58M', '$104M', '1.8x', '14%'],
            ['Tillwise', 'Fund III', 'Retail software', '$80M', '$248M', '3.1x', '38%'],
          ],
        },
      ]),
  },
  {
    name: 'Northbridge IV - LPA Extract.pdf',
    type: 'lpa',
    investmentName: fund,
    bytes: () =>
      writePdf('Limited Partnership Agreement (extract)', [
        {
          title: `Limited Partnership Agreement of ${fund}, L.P. (extract)`,
          blocks: [
            'This extract reproduces the economic terms of the Limited Partnership Agreement. Capitalised terms have the meanings given in Article 1.',
            { heading: 'Article 3. Term and Investment Period' },
            'The Partnership shall continue for ten years from the Final Closing Date, extendable by the General Partner for two further periods of one year each with the consent of the Advisory Committee.',
            'The Investment Period ends on the fifth anniversary of the Initial Closing Date, or earlier on a Key Person Event that is not cured within 180 days.',
          ],
        },
        {
          title: 'Article 8. Management Fee',
          blocks: [
            '8.1 During the Investment Period the Partnership shall pay the Manager an annual management fee equal to 2.0% of aggregate Commitments.',
            '8.2 After the Investment Period the management fee shall equal 1.5% of the acquisition cost of Portfolio Investments not yet disposed of.',
            '8.3 One hundred per cent (100%) of transaction, monitoring and directors fees received by the Manager shall be offset against the management fee.',
          ],
        },
        {
          title: 'Article 9. Distributions and Carried Interest',
          blocks: [
            '9.1 Distributable proceeds shall be distributed in the following order of priority:',
            '(a) first, 100% to the Limited Partners until they have received their contributed capital;',
            '(b) second, 100% to the Limited Partners until they have received a preferred return of 8% per annum, compounded annually, on that capital;',
            '(c) third, 100% to the General Partner until it has received 20% of all amounts distributed under (b) and (c) (the catch-up);',
            '(d) thereafter, 80% to the Limited Partners and 20% to the General Partner as carried interest.',
            '9.4 Clawback. On the dissolution of the Partnership the General Partner shall return any carried interest received in excess of 20% of cumulative net profits, net of taxes paid.',
            '9.5 Key Person. A Key Person Event occurs if either founding partner ceases to devote substantially all of their business time to the Partnership.',
          ],
        },
      ]),
  },
  {
    name: 'Northbridge Growth Partners III - Q2 2025 Quarterly Report.pdf',
    type: 'financial_statements',
    investmentName: fund,
    bytes: () =>
      writePdf('Northbridge Growth Partners III: Quarterly Report Q2 2025', [
        {
          title: 'Northbridge Growth Partners III: Quarterly Report, Q2 2025',
          blocks: [
            'Fund III is 92% invested across 13 portfolio companies. During the quarter the fund completed the sale of Tillwise at 3.1x gross multiple and made one follow-on investment in ParcelIQ.',
            'As of 30 June 2025 the fund reports a net IRR of 24.5%, a TVPI of 2.3x and a DPI of 0.9x. Net asset value rose 6.2% in the quarter, driven by revenue growth across the software portfolio.',
          ],
        },
        {
          title: 'Capital account statement: Demo Capital Partners',
          blocks: [
            'Commitment of Demo Capital Partners: $25,000,000. All amounts in US dollars as of 30 June 2025.',
            {
              table: [
                ['', 'Quarter', 'Since inception'],
                ['Opening net asset value', '$28,010,000', '$0'],
                ['Contributions', '$850,000', '$21,250,000'],
                ['Distributions', '($1,240,000)', '($19,130,000)'],
                ['Management fees and expenses', '($95,000)', '($2,410,000)'],
                ['Net realised and unrealised gain', '$2,225,000', '$30,040,000'],
                ['Closing net asset value', '$29,750,000', '$29,750,000'],
                ['Unfunded commitment', '', '$3,750,000'],
              ],
            },
            'The capital account shows a closing net asset value of $29,750,000, contributions since inception of $21,250,000 and distributions since inception of $19,130,000.',
          ],
        },
        {
          title: 'Portfolio and outlook',
          blocks: [
            'The five largest holdings are ClinicFlow, ParcelIQ, Vaultmark, Stackwise and Fieldnote, together 58% of net asset value. No portfolio company is valued below cost.',
            'The General Partner expects two further exits in the next twelve months and does not plan further capital calls beyond fees and follow-on reserves of $30M at fund level.',
          ],
        },
      ]),
  },
];
