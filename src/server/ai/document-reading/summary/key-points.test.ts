import { describe, expect, it } from 'vitest';
import type { RankedSentence } from './extractive-summary';
import { assembleKeyPoints } from './key-points';
import type { Sentence } from '../text/sentences';

const ranked = (index: number, text: string): RankedSentence => ({
  sentence: { index, text, heading: false },
  terms: new Set(),
  score: 1,
});
const heading = (index: number, text: string): Sentence => ({ index, text, heading: true });
const figure = { label: 'Total assets', value: '$ 802,058,543', start: 0, end: 13 };

describe('assembleKeyPoints', () => {
  it('quotes the chosen sentences without their section numbers', () => {
    expect(
      assembleKeyPoints(
        [ranked(0, '4.2 The fee is 2%.'), ranked(1, 'The carry is 20%.'), ranked(2, '• The hurdle is 8%.')],
        [figure],
        [],
      ),
    ).toEqual(['The fee is 2%.', 'The carry is 20%.', 'The hurdle is 8%.']);
  });

  it('tops up a document short of prose with its figures and then its sections', () => {
    expect(
      assembleKeyPoints(
        [ranked(0, 'The Fund is unaudited.')],
        [figure],
        [heading(1, 'Assets'), heading(2, 'Liabilities:')],
      ),
    ).toEqual([
      'The Fund is unaudited.',
      'Total assets: $ 802,058,543',
      'Sections covered: Assets and Liabilities.',
    ]);
  });

  it('is empty when there is nothing to say', () => {
    expect(assembleKeyPoints([], [], [])).toEqual([]);
  });
});
