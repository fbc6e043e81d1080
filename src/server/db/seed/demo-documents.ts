import { writeDocx, writePdf, writeXlsx } from './demo-files';

export type DemoDocument = {
  name: string;
  type: 'fund_deck' | 'ddq' | 'track_record';
  /** The demo investment it is filed under. */
  investmentName: string;
  bytes: () => Promise<Buffer> | Buffer;
};

const fund = 'Northbridge Growth Partners IV';

/** Three realistic documents for the demo team, processed by the real pipeline on first start. */
export const demoDocuments: DemoDocument[] = [
  {
    name: 'Northbridge Growth Partners IV - Fund Deck.pdf',
    type: 'fund_deck',
    investmentName: fund,
    bytes: () =>
      writePdf(`${fund}: Fund Presentation`, [
        'Northbridge Capital is raising Northbridge Growth Partners IV with a target fund size of $1.35B and a hard cap of $1.5B.',
        'The fund makes minority and control growth investments in vertical software companies with $20M to $100M of recurring revenue in North America.',
        'Terms: a management fee of 2.0% during the investment period, carried interest of 20% and a preferred return of 8%.',
        'Track record: Fund III (2019 vintage) has delivered a net IRR of 24.5%, a TVPI of 2.3x and a DPI of 0.9x. Fund II (2015 vintage) returned a net IRR of 21.2% and a TVPI of 2.6x.',
        'The team of 14 investment professionals is led by two founding partners who have worked together for 15 years.',
        'Risks include key-person dependency on the two founding partners, rising entry valuations in software, and concentration in a single sector.',
        'Opportunities include proprietary deal flow through the operating-partner network and consolidation of fragmented vertical software markets.',
        'First close is expected in the second quarter with a final close within 12 months.',
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
      ]),
  },
];
