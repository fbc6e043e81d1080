import { describe, expect, it } from 'vitest';
import { scaledValue } from './scaled-value';

describe('scaledValue', () => {
  it("states a table's amount with the scale and currency the table gives", () => {
    expect(scaledValue('4,870', 'millions', 'USD')).toBe('$4,870 million');
    expect(scaledValue('18,775', 'millions', null)).toBe('18,775 million');
    expect(scaledValue('$11,346', 'millions', 'USD')).toBe('$11,346 million');
    expect(scaledValue('(12,406)', 'thousands', 'EUR')).toBe('€(12,406) thousand');
    // A statement's sign set apart at the column's edge is said with the digits.
    expect(scaledValue('$ 48,000', 'thousands', 'USD')).toBe('$48,000 thousand');
    expect(scaledValue('$ (604)', 'thousands', 'USD')).toBe('$(604) thousand');
  });

  it('leaves a value alone that writes its own scale, or has none stated', () => {
    expect(scaledValue('$350M', 'thousands', 'USD')).toBe('$350M');
    expect(scaledValue('2.5 billion', 'millions', 'USD')).toBe('2.5 billion');
    expect(scaledValue('12.5%', null, '%')).toBe('12.5%');
  });

  it('states the unit a column or row gives a plain number: a percent, basis points', () => {
    expect(scaledValue('12.5', null, '%')).toBe('12.5%');
    expect(scaledValue('70', null, 'bps')).toBe('70 bps');
    expect(scaledValue('(530)', null, 'bps')).toBe('(530 bps)');
    expect(scaledValue('45 basis points', null, 'bps')).toBe('45 basis points');
  });
});
