import { describe, expect, it } from 'vitest';
import { memoWords } from './memo-words';

describe('memoWords', () => {
  it('leaves out every sentence stating an unverified figure, marked or not, and counts them', () => {
    expect(
      memoWords(
        'A 2.0% fee. Net IRR of 47.3% (unverified) is high. Its IRR, 47.3 %, tops peers. Stable team.',
        ['47.3%'],
      ),
    ).toEqual({ text: 'A 2.0% fee. Stable team.', leftOut: 2 });
  });

  it('prints markdown and HTML as plain text', () => {
    expect(
      memoWords('## Summary\n**Strong** _team_ with [a record](https://x.test).<img src="x.png"> Fine.', []),
    ).toEqual({ text: 'Summary\nStrong team with a record. Fine.', leftOut: 0 });
  });
});
