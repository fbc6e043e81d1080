import { describe, expect, it } from 'vitest';
import type { DocumentAnalysis, DocumentFactFields } from '@shared/document-facts';
import type { AuditedModelReading } from '@shared/model-reading';
import { mergeReadings } from './merge-readings';

const fact = (fields: Partial<DocumentFactFields>): DocumentFactFields => ({
  concept: 'net_irr',
  label: 'Net IRR',
  value: '18.5%',
  number: 18.5,
  unit: '%',
  scale: null,
  period: null,
  scope: 'fund',
  scopeName: null,
  basis: 'net',
  targetOrActual: null,
  page: 3,
  sheet: null,
  cell: null,
  quote: 'Net IRR of 18.5%',
  kind: 'percent',
  numberHigh: null,
  column: null,
  section: null,
  conceptScore: 0.9,
  highlight: true,
  ...fields,
});

const local = {
  summary: { type: 'other', riskFactors: ['Key person risk.'], opportunities: [] },
  facts: [fact({}), fact({ concept: 'management_fee', label: 'Fee', value: '2%', number: 2, page: 1 })],
  quarantined: [],
  analystVersion: 8,
} as unknown as DocumentAnalysis;

const model = (
  facts: DocumentFactFields[],
): Pick<AuditedModelReading, 'facts' | 'risks' | 'opportunities' | 'type'> => ({
  facts,
  risks: ['key person risk.', 'Concentration in three holdings.'],
  opportunities: [],
  type: 'lpa',
});

describe('mergeReadings', () => {
  it('makes a figure both read alike one entry, adds what only the model read and says where they differ', () => {
    const { analysis, disagreements } = mergeReadings(
      local,
      model([
        fact({ value: '18.5 %', highlight: false }),
        fact({ concept: 'management_fee', label: 'Management fee', value: '1.75%', number: 1.75, page: 2 }),
        fact({ concept: 'hurdle_rate', label: 'Hurdle', value: '8%', number: 8, page: 2 }),
      ]),
    );
    expect(analysis.facts.map((read) => [read.value, read.reader])).toEqual([
      ['18.5%', 'both'],
      ['2%', 'local'],
      ['1.75%', 'model'],
      ['8%', 'model'],
    ]);
    expect(disagreements).toEqual([
      'The model and the built-in analyst read Fee differently: 2% (built-in, page 1) and 1.75% (model, page 2); both are kept.',
    ]);
    expect(analysis.facts.map((read) => read.disagreesWith)).toEqual([
      [],
      [{ reader: 'model', value: '1.75%', page: 2 }],
      [{ reader: 'local', value: '2%', page: 1 }],
      [],
    ]);
    expect(analysis.summary.riskFactors).toEqual(['Key person risk.', 'Concentration in three holdings.']);
    expect(analysis.summary.type).toBe('lpa');
  });
});
