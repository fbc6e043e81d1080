import { describe, expect, it } from 'vitest';
import { boundAsked, boundStated } from './figure-bounds';

describe('boundAsked', () => {
  it.each([
    ['How much leverage will the fund use at most?', 'upper'],
    ['What is the largest co-investment the plan may make?', 'upper'],
    ['What is the limit on non-U.S. investments?', 'upper'],
    ['What is the lowest the management fee can be stepped down to?', 'lower'],
    ['What is the lower limit of the range?', 'lower'],
    ['What is the minimum commitment?', 'lower'],
  ])('reads "%s" as asking for the %s limit', (question, bound) => {
    expect(boundAsked(question)).toBe(bound);
  });

  it('reads a question asking for no limit, or a cap rate, as asking none', () => {
    expect(boundAsked('What net IRR has the fund earned?')).toBeNull();
    expect(boundAsked('What cap rate did the fund pay for the warehouse?')).toBeNull();
    expect(boundAsked('What do the ten largest borrowers represent in the fund?')).toBeNull();
  });
});

describe('boundStated', () => {
  it('reads a value a sentence sets as the most something may be', () => {
    const leverage =
      'mortgage debt of approximately 60% to 65% of the price, and will not exceed 75% loan-to-value';
    expect(boundStated(leverage, '75%')).toBe('upper');
    expect(boundStated(leverage, '60% to 65%')).toBeNull();
    expect(boundStated('with no single co-investment above $75 million.', '$75 million')).toBe('upper');
    expect(boundStated('Co-investments may be made up to 10% of the allocation.', '10%')).toBe('upper');
  });

  it('reads a value a sentence sets as the least', () => {
    expect(boundStated('a preferred return of at least 8%', '8%')).toBe('lower');
    expect(boundStated('Each investor makes a minimum commitment of $5 million.', '$5 million')).toBe(
      'lower',
    );
  });

  it('reads a value set beside no limit as none, and one not in its sentence as none', () => {
    expect(boundStated('The fund returned 12% above its benchmark.', '12%')).toBeNull();
    expect(boundStated('Net IRR 14.2%', '1.4x')).toBeNull();
  });
});
