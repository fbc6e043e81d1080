import { describe, expect, it } from 'vitest';
import type { StatedFigure } from '../ledger/figure-ledger';
import { maxRecommendations, recommend, type RecommendationInput } from './recommendations';

const figure = (label: string, value: string): StatedFigure => ({ label, value });
const base: RecommendationInput = {
  type: 'fund_deck',
  wordCount: 3000,
  garbled: false,
  figures: [],
  riskIds: [],
  missing: [],
};

describe('recommend', () => {
  it('says a figure is not stated only when the type expects it and no fact of it was read', () => {
    const noReturns = 'Request the track record: no IRR or multiple is stated in this document.';
    expect(recommend({ ...base, missing: ['target_irr', 'net_irr', 'irr'] })).toContain(noReturns);
    expect(recommend(base)).not.toContain(noReturns);
    expect(
      recommend({ ...base, type: 'term_sheet', missing: ['management_fee', 'carried_interest'] }),
    ).toContain(
      'Confirm the economics: the management fee and carried interest are not stated in this document.',
    );
    expect(recommend({ ...base, type: 'term_sheet', missing: ['management_fee'] })).not.toContain(
      'Confirm the economics: the management fee and carried interest are not stated in this document.',
    );
  });

  it('advises by what a document of no SPEC type is, never as if it were an LPA', () => {
    const nda = recommend({ ...base, type: 'other', kind: 'nda' });
    expect(nda).toContain(
      'Note the confidentiality term and what may be shared with your investment committee and advisers.',
    );
    expect(nda.join(' ')).not.toMatch(/management fee|carried interest|LPA’s economics/);
    expect(nda).not.toContain('Set the document’s type so it counts toward the core-document checklist.');
  });

  it('flags above-market economics', () => {
    const terms = recommend({
      ...base,
      figures: [figure('Management fee', '2.5%'), figure('Carried interest', '25%'), figure('TVPI', '2.0x')],
      missing: ['hurdle_rate'],
    });
    expect(terms).toContain('Negotiate the management fee: 2.5% is above the customary 2%.');
    expect(terms).toContain('Review the carried interest: 25% is above the customary 20%.');
    expect(terms).toContain(
      'Ask whether carried interest is subject to a preferred return: none is stated in this document.',
    );
  });

  it('does not compare a form’s bracketed options with the market', () => {
    const advice = recommend({
      ...base,
      type: 'term_sheet',
      figures: [figure('Management fee', '[2.5][2.0]%')],
    });
    expect(advice.some((item) => item.startsWith('Negotiate the management fee'))).toBe(false);
  });

  it('follows up each risk theme found, and says when none was', () => {
    const advice = recommend({ ...base, riskIds: ['key_person', 'leverage'] });
    expect(advice.some((item) => item.includes('key-person provisions'))).toBe(true);
    expect(advice.some((item) => item.includes('borrowing'))).toBe(true);
    expect(recommend(base)).toContain(
      'Ask the manager for its risk disclosures: none of the usual risk themes was found.',
    );
  });

  it('puts unreliable text first', () => {
    expect(recommend({ ...base, garbled: true })[0]).toMatch(/^Re-export or OCR the file/);
    expect(recommend({ ...base, wordCount: 80 })[0]).toBe(
      'Upload the full document: only 80 words of text were found.',
    );
  });

  it('keeps at most six items and the type’s cross-check among them', () => {
    const advice = recommend({
      ...base,
      figures: [figure('Management fee', '2.5%'), figure('Carried interest', '25%')],
      riskIds: ['key_person', 'leverage', 'concentration', 'conflicts', 'valuation', 'litigation'],
    });
    expect(advice).toHaveLength(maxRecommendations);
    expect(advice[advice.length - 1]).toBe(
      'Request the DDQ, LPA and track record to verify the deck’s claims.',
    );
  });

  it('asks for a type when the document is other', () => {
    expect(recommend({ ...base, type: 'other' })).toContain(
      'Set the document’s type so it counts toward the core-document checklist.',
    );
  });
});
