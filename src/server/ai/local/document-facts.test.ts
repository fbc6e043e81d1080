import { describe, expect, it } from 'vitest';
import { readDocumentFacts } from './document-facts';
import { extractFinancialFigures } from './financial-figures';

const factsOf = (text: string, source = { paged: true, workbook: false }) =>
  readDocumentFacts(text, extractFinancialFigures(text), source);

describe('readDocumentFacts', () => {
  it('quotes the whole sentence across wrapped lines, clean, with the label as written', () => {
    const text =
      'ARTICLE 8\nThe General Partner shall receive Carried Interest equal to 20% of the profits of the\nPartnership, subject to the Preferred Return.\f2';
    const [carry] = factsOf(text).filter((fact) => fact.concept === 'carried_interest');
    expect(carry).toMatchObject({
      label: 'Carried Interest',
      value: '20%',
      page: 1,
      quote:
        'The General Partner shall receive Carried Interest equal to 20% of the profits of the Partnership, subject to the Preferred Return.',
    });
  });

  it('never makes page numbers, section numbers or dates into figures', () => {
    const text =
      'Section 8.3.1 applies from December 31, 2024.\f12\fPursuant to Article 11, see page 14 of Schedule 2.';
    expect(factsOf(text)).toEqual([]);
  });

  it('keeps every value verbatim in the text', () => {
    const text = 'Fund size: €750m\nNet IRR 12.5%\nTotal assets $ 802,058,543';
    for (const fact of factsOf(text)) expect(text).toContain(fact.value);
  });
});
