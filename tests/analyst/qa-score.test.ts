import { describe, expect, it } from 'vitest';
import { statesValue } from './qa-score';

describe('statesValue', () => {
  it('finds a value as written or as the same number, an amount without its currency too', () => {
    expect(statesValue('The fund holds $850M of loans [1].', '$850 million')).toBe(true);
    expect(statesValue('The distributions were 186,000,000 [1].', '$186.0 million')).toBe(true);
    expect(statesValue('The fee is 2.0% [1].', '2%')).toBe(true);
  });

  it('takes no other number, nor the same number of another kind', () => {
    expect(statesValue('The distributions were 186,000 [1].', '$186.0 million')).toBe(false);
    expect(statesValue('The multiple was 2.0x [1].', '2.0%')).toBe(false);
  });
});
