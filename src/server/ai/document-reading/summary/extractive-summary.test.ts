import { describe, expect, it } from 'vitest';
import {
  executiveSentenceCount,
  maxLeadingSentences,
  maxSectionOpenings,
  pickDiverse,
  rankingPool,
  rankSentences,
} from './extractive-summary';
import type { Sentence } from '../text/sentences';

const sentence = (index: number, text: string, heading = false): Sentence => ({ index, text, heading });
const all = (sentences: readonly Sentence[]) => new Set(sentences.map((item) => item.index));

describe('rankingPool', () => {
  it('takes the leading sentences, then the opening sentence of each later section, within caps', () => {
    const sentences: Sentence[] = [];
    for (let section = 0; section < 1200; section += 1) {
      sentences.push(sentence(sentences.length, `Section ${section}`, true));
      for (let line = 0; line < 3; line += 1)
        sentences.push(sentence(sentences.length, `Body ${section}.${line}.`));
    }
    const pool = rankingPool(sentences, all(sentences));
    expect(pool).toHaveLength(maxLeadingSentences + maxSectionOpenings);
    expect(pool.every((item) => !item.heading)).toBe(true);
    expect(pool[maxLeadingSentences].text).toMatch(/^Body \d+\.0\.$/);
  });

  it('leaves out sentences that are not readable', () => {
    const sentences = [sentence(0, 'Readable one.'), sentence(1, '938,421')];
    expect(rankingPool(sentences, new Set([0]))).toEqual([sentences[0]]);
  });
});

describe('rankSentences', () => {
  it('ranks the sentence that carries the document’s topic first and ignores repeated boilerplate', () => {
    const disclaimer = 'This material is confidential and may not be distributed without consent.';
    const sentences = [
      sentence(0, disclaimer),
      sentence(1, 'The Fund invests in healthcare services companies in the lower middle market.'),
      sentence(2, disclaimer),
      sentence(3, 'Healthcare services companies benefit from outsourcing trends.'),
      sentence(4, 'The lower middle market offers healthcare buyout opportunities at lower prices.'),
      sentence(5, disclaimer),
      sentence(6, 'The office has a nice view of the harbour from the meeting room.'),
    ];
    const ranked = rankSentences(sentences);
    expect(ranked.some((entry) => entry.sentence.text === disclaimer)).toBe(false);
    expect(ranked[0].sentence.index).toBe(1);
    expect(ranked[ranked.length - 1].sentence.index).toBe(6);
  });

  it('handles an empty pool', () => {
    expect(rankSentences([])).toEqual([]);
  });
});

describe('pickDiverse', () => {
  const entry = (index: number, terms: string[], score: number) => ({
    sentence: sentence(index, terms.join(' ')),
    terms: new Set(terms),
    score,
  });

  it('skips near-repeats and excluded sentences, and returns document order', () => {
    const ranked = [
      entry(5, ['fund', 'healthcare', 'buyout'], 0.9),
      entry(2, ['fund', 'healthcare', 'buyout', 'services'], 0.8),
      entry(7, ['fee', 'carry'], 0.7),
      entry(1, ['team', 'partners'], 0.6),
      entry(3, ['exit', 'ipo'], 0.5),
    ];
    expect(pickDiverse(ranked, 3).map((item) => item.sentence.index)).toEqual([1, 5, 7]);
    expect(pickDiverse(ranked, 3, [], new Set([7])).map((item) => item.sentence.index)).toEqual([1, 3, 5]);
    expect(pickDiverse(ranked, 2, [ranked[0]]).map((item) => item.sentence.index)).toEqual([1, 7]);
  });
});

describe('executiveSentenceCount', () => {
  it('grows with the document, to four', () => {
    expect([50, 500, 5000, 500_000].map(executiveSentenceCount)).toEqual([2, 3, 4, 4]);
  });
});
