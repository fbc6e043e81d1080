import { describe, expect, it } from 'vitest';
import { conceptRegistry } from '@shared/concept-registry';
import { documentTypeValues } from '@shared/document';
import type { DocumentFactFields, FactConceptId } from '@shared/document-facts';
import { expectedConcepts, expectedCoverage } from './expected-concepts';

/** A fact with only what coverage reads set: its concept and whose it is. */
const fact = (concept: FactConceptId, scope: DocumentFactFields['scope'] = 'fund'): DocumentFactFields => ({
  concept,
  label: concept,
  value: '1',
  number: 1,
  unit: null,
  scale: null,
  period: null,
  scope,
  scopeName: null,
  basis: null,
  targetOrActual: null,
  page: 1,
  sheet: null,
  cell: null,
  quote: '1',
  kind: 'amount',
  numberHigh: null,
  column: null,
  section: null,
  conceptScore: 1,
  highlight: false,
});

const lpaTerms = [
  'management_fee',
  'carried_interest',
  'hurdle_rate',
  'gp_commitment',
  'minimum_commitment',
  'fund_term',
  'investment_period',
];

describe('expectedConcepts', () => {
  it.each(documentTypeValues)(
    'expects of %s exactly the headline concepts the registry says it states',
    (type) => {
      const expected = expectedConcepts(type);
      for (const entry of conceptRegistry) {
        const stated = entry.importance === 'headline' && entry.statedIn.includes(type);
        expect(expected.includes(entry.id as FactConceptId), entry.id).toBe(stated);
      }
    },
  );

  it("expects an LPA's headline terms, not a term it states that is no headline", () => {
    expect(expectedConcepts('lpa')).toEqual(lpaTerms);
    expect(conceptRegistry.find((entry) => entry.id === 'catch_up')?.statedIn).toContain('lpa');
  });
});

describe('expectedCoverage', () => {
  it('counts the groups the type expects and lists every expected concept no fact states', () => {
    expect(expectedCoverage('lpa', [])).toEqual({ expected: 1, found: 0, missing: lpaTerms });
    expect(expectedCoverage('lpa', [fact('management_fee')])).toEqual({
      expected: 1,
      found: 1,
      missing: lpaTerms.filter((id) => id !== 'management_fee'),
    });
  });

  it("counts only the fund's own facts", () => {
    expect(expectedCoverage('lpa', [fact('management_fee', 'prior_fund')])?.found).toBe(0);
  });

  it('finds a group once, however many of its concepts are stated', () => {
    const facts = [fact('management_fee'), fact('carried_interest'), fact('hurdle_rate')];
    expect(expectedCoverage('lpa', facts)).toMatchObject({ expected: 1, found: 1 });
  });

  it('leaves out a group the type touches with one concept only', () => {
    // A deck expects terms and performance; assets under management are its only capital-account figure.
    expect(expectedCoverage('fund_deck', [fact('aum')])).toMatchObject({ expected: 2, found: 0 });
    expect(expectedCoverage('fund_deck', [fact('aum'), fact('net_irr')])).toMatchObject({
      expected: 2,
      found: 1,
    });
  });

  it('is null for a type with no headline concepts, or only an incidental one', () => {
    expect(expectedConcepts('memo')).toEqual([]);
    expect(expectedCoverage('memo', [fact('management_fee')])).toBeNull();
    expect(expectedConcepts('ddq')).toEqual(['aum']);
    expect(expectedCoverage('ddq', [fact('aum')])).toBeNull();
  });
});
