import { describe, expect, it } from 'vitest';
import type { DocumentFact } from '@shared/document-facts';
import { analysisFacts } from './analysis-facts';

function fact(overrides: Partial<DocumentFact>): DocumentFact {
  return {
    id: 1,
    documentId: 4,
    analystVersion: 1,
    reader: 'local',
    disagreesWith: [],
    concept: 'net_irr',
    label: 'Net IRR',
    value: '18%',
    number: 18,
    unit: '%',
    scale: null,
    period: null,
    scope: 'fund',
    scopeName: null,
    basis: 'net',
    targetOrActual: 'actual',
    page: 3,
    sheet: null,
    cell: null,
    quote: 'Net IRR 18%',
    kind: 'percent',
    numberHigh: null,
    column: null,
    section: null,
    conceptScore: 0.9,
    highlight: true,
    ...overrides,
  };
}

const names = new Map([[4, 'Fund III report.xlsx']]);
const conceptsOf = (facts: DocumentFact[]) => analysisFacts(facts, names).map((item) => item.concept);

describe('analysisFacts', () => {
  it('never takes a target for a record, and reads an IRR that does not say net as gross', () => {
    expect(
      conceptsOf([
        fact({ concept: 'target_irr' }),
        fact({ targetOrActual: 'target' }),
        fact({ concept: 'irr', basis: null }),
        fact({ concept: 'irr', basis: 'net' }),
      ]),
    ).toEqual(['target_irr', 'target_irr', 'gross_irr', 'net_irr']);
  });

  it("keeps one company's figures out of the fund's, and drops concepts the rubric does not read", () => {
    const read = analysisFacts(
      [fact({ scope: 'company' }), fact({ concept: 'revenue' }), fact({ documentId: 99 })],
      names,
    );
    expect(read).toHaveLength(1);
    expect(read[0].scope).toBe('deal');
  });

  it('names the sheet and cell of a spreadsheet figure', () => {
    const [read] = analysisFacts([fact({ page: null, sheet: 'Returns', cell: 'C12' })], names);
    expect(read.evidence).toEqual({
      kind: 'document',
      documentId: 4,
      documentName: 'Fund III report.xlsx (Returns C12)',
      page: null,
      quote: 'Net IRR 18%',
    });
  });
});
