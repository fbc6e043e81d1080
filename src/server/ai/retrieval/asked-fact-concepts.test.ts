import { describe, expect, it } from 'vitest';
import { askedFactConcepts } from './asked-fact-concepts';

describe('askedFactConcepts', () => {
  it('finds the catalogue concepts a question asks for, by label or finance synonym', () => {
    expect(askedFactConcepts('What is the carry of Northbridge?')).toEqual(['carried_interest']);
    expect(askedFactConcepts('Which hurdle and management fee apply?')).toEqual([
      'management_fee',
      'hurdle_rate',
    ]);
    expect(askedFactConcepts('What net asset value did Q4 report?')).toEqual(['nav']);
  });

  it('asks for nothing when no figure is named', () => {
    expect(askedFactConcepts('Who is the team at Tillwise?')).toEqual([]);
  });
});
