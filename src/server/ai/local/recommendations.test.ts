import { describe, expect, it } from 'vitest';
import type { FinancialFigure } from './financial-figures';
import { maxRecommendations, recommend, type RecommendationInput } from './recommendations';

const figure = (label: string, value: string): FinancialFigure => ({
  label,
  value,
  start: 0,
  end: value.length,
});
const base: RecommendationInput = {
  type: 'fund_deck',
  wordCount: 3000,
  garbled: false,
  figures: [],
  riskIds: [],
};

describe('recommend', () => {
  it('asks for the track record when no IRR or multiple was found', () => {
    expect(recommend(base)).toContain('Request the track record: no IRR or multiple was found.');
    expect(recommend({ ...base, figures: [figure('TVPI', '1.8x')] })).not.toContain(
      'Request the track record: no IRR or multiple was found.',
    );
    // A legal document is not where returns are reported.
    expect(recommend({ ...base, type: 'lpa' })).not.toContain(
      'Request the track record: no IRR or multiple was found.',
    );
  });

  it('flags missing or above-market economics', () => {
    expect(recommend({ ...base, type: 'term_sheet' })).toContain(
      'Confirm the economics: no management fee or carried interest was found.',
    );
    const terms = recommend({
      ...base,
      figures: [figure('Management fee', '2.5%'), figure('Carried interest', '25%'), figure('TVPI', '2.0x')],
    });
    expect(terms).toContain('Negotiate the management fee: 2.5% is above the customary 2%.');
    expect(terms).toContain('Review the carried interest: 25% is above the customary 20%.');
    expect(terms).toContain(
      'Ask whether carried interest is subject to a preferred return: no hurdle rate was found.',
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
