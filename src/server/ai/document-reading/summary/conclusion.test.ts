import { describe, expect, it } from 'vitest';
import { listPhrase, writeConclusion } from './conclusion';
import type { StatedFigure } from '../ledger/figure-ledger';

const figure = (label: string, value: string): StatedFigure => ({ label, value });

describe('writeConclusion', () => {
  it('states the headline figures, then the risks and opportunities', () => {
    expect(
      writeConclusion({
        typeLabel: 'Fund Deck',
        wordCount: 12345,
        figures: [
          figure('Target size', '$1.35B'),
          figure('Vintage', '2019'),
          figure('IRR', '20%'),
          figure('Management fee', '2.0%'),
          figure('Carried interest', '20%'),
        ],
        riskLabels: ['key-person', 'leverage', 'currency', 'market'],
        opportunityLabels: ['growth'],
      }),
    ).toBe(
      'This Fund Deck (12,345 words) states a target size of $1.35B, an IRR of 20% and a management fee of 2.0%. It raises key-person, leverage and currency risk and points to growth.',
    );
  });

  it('reads naturally for plural types, no figures and no themes', () => {
    expect(
      writeConclusion({
        typeLabel: 'Financial Statements',
        wordCount: 700,
        figures: [figure('Total assets', '$ 802,058,543')],
        riskLabels: [],
        opportunityLabels: [],
      }),
    ).toBe(
      'These Financial Statements (700 words) state total assets of $ 802,058,543. No risk or opportunity themes were found.',
    );
    expect(
      writeConclusion({
        typeLabel: null,
        wordCount: 1,
        figures: [],
        riskLabels: [],
        opportunityLabels: ['upside'],
      }),
    ).toBe(
      'This document (1 word) states no headline fund figures. It points to upside; no risk themes were found.',
    );
  });
});

describe('listPhrase', () => {
  it('joins with commas and a final and', () => {
    expect(listPhrase([])).toBe('');
    expect(listPhrase(['a'])).toBe('a');
    expect(listPhrase(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
