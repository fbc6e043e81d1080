import { describe, expect, it } from 'vitest';
import { scaledValue } from './scaled-value';

describe('scaledValue', () => {
  it("states a table's amount with the scale and currency the table gives", () => {
    expect(scaledValue('4,870', 'millions', 'USD')).toBe('$4,870 million');
    expect(scaledValue('18,775', 'millions', null)).toBe('18,775 million');
    expect(scaledValue('$11,346', 'millions', 'USD')).toBe('$11,346 million');
    expect(scaledValue('(12,406)', 'thousands', 'EUR')).toBe('(€12,406 thousand)');
  });

  it('leaves a value alone that writes its own scale, or has none stated', () => {
    expect(scaledValue('$350M', 'thousands', 'USD')).toBe('$350M');
    expect(scaledValue('2.5 billion', 'millions', 'USD')).toBe('2.5 billion');
    expect(scaledValue('12.5%', null, '%')).toBe('12.5%');
  });
});
