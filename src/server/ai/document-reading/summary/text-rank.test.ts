import { describe, expect, it } from 'vitest';
import { textRankScores } from './text-rank';

const terms = (text: string) => text.split(' ');

describe('textRankScores', () => {
  it('scores the sentence the others resemble highest', () => {
    const scores = textRankScores([
      terms('fund buyout healthcare services'),
      terms('healthcare services margin'),
      terms('buyout healthcare fund'),
      terms('fund services buyout'),
      terms('weather tomorrow sunny'),
    ]);
    const best = scores.indexOf(Math.max(...scores));
    expect(best).toBe(0);
    expect(scores[4]).toBeLessThan(scores[1]);
  });

  it('returns one score per sentence, and none for no sentences', () => {
    expect(textRankScores([])).toEqual([]);
    expect(textRankScores([[], ['fund']])).toHaveLength(2);
  });

  it('is deterministic', () => {
    const lists = Array.from({ length: 300 }, (_, index) => [
      `t${index % 17}`,
      `t${index % 5}`,
      `u${index % 11}`,
    ]);
    expect(textRankScores(lists)).toEqual(textRankScores(lists));
  });

  it('stays sparse: each sentence keeps at most k neighbours however alike the text is', () => {
    const lists = Array.from({ length: 3000 }, (_, index) => [
      'fund',
      `deal${index % 50}`,
      `sector${index % 7}`,
    ]);
    const scores = textRankScores(lists, { neighbours: 5 });
    expect(scores).toHaveLength(3000);
    expect(scores.every((score) => Number.isFinite(score) && score > 0)).toBe(true);
  });
});
