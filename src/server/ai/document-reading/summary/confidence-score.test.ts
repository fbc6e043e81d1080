import { describe, expect, it } from 'vitest';
import { summaryConfidenceBand } from '@shared/document-summary';
import { scoreConfidence, type ConfidenceEvidence } from './confidence-score';

const rich: ConfidenceEvidence = {
  wordCount: 4000,
  readableSentences: 120,
  headings: 12,
  figures: 8,
  themes: 9,
  typeEvidence: 'declared',
  stopWordShare: 0.4,
  coverage: 1,
};

describe('scoreConfidence', () => {
  it('cannot score high when little of what the type should state was found', () => {
    expect(scoreConfidence(rich)).toBeGreaterThanOrEqual(80);
    expect(scoreConfidence({ ...rich, coverage: 2 / 7 })).toBeLessThan(60);
    expect(scoreConfidence({ ...rich, coverage: 3 / 15 })).toBeLessThan(60);
    // A type that states no standard figures is never checked, so never fully confident.
    expect(scoreConfidence({ ...rich, coverage: null })).toBeLessThanOrEqual(80);
  });

  it('is 0 with no words and high, short of 100, for a rich document', () => {
    expect(scoreConfidence({ ...rich, wordCount: 0 })).toBe(0);
    expect(scoreConfidence(rich)).toBeGreaterThanOrEqual(80);
    expect(scoreConfidence(rich)).toBeLessThan(100);
  });

  it('stays low for a few words, whatever else was found', () => {
    expect(scoreConfidence({ ...rich, wordCount: 12, readableSentences: 1 })).toBeLessThanOrEqual(20);
  });

  it('rises with each kind of evidence', () => {
    const bare: ConfidenceEvidence = { ...rich, figures: 0, themes: 0, headings: 0, typeEvidence: 'unknown' };
    const base = scoreConfidence(bare);
    expect(scoreConfidence({ ...bare, figures: 3 })).toBeGreaterThan(base);
    expect(scoreConfidence({ ...bare, themes: 3 })).toBeGreaterThan(base);
    expect(scoreConfidence({ ...bare, headings: 3 })).toBeGreaterThan(base);
    expect(scoreConfidence({ ...bare, typeEvidence: 'weak' })).toBeGreaterThan(base);
    expect(scoreConfidence({ ...bare, wordCount: 400 })).toBeLessThan(base);
  });

  it('collapses when the words are not language', () => {
    expect(scoreConfidence({ ...rich, stopWordShare: 0.01 })).toBeLessThan(10);
  });

  it('returns whole numbers from 0 to 100', () => {
    for (const wordCount of [1, 7, 49, 50, 333, 10_000, 1e7]) {
      const score = scoreConfidence({ ...rich, wordCount });
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });
});

describe('summaryConfidenceBand', () => {
  it('follows SPEC: green at 80 or more, yellow 60 to 79, red below 60', () => {
    expect([100, 80, 79, 60, 59, 0].map(summaryConfidenceBand)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });
});
