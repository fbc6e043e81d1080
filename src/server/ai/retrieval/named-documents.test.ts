import { describe, expect, it } from 'vitest';
import { distinctiveWords } from './named-documents';

describe('distinctiveWords', () => {
  it("keeps a fund's series numeral, one letter long where it ends the name", () => {
    expect(distinctiveWords('Nexus VI')).toEqual(['nexus', 'vi']);
    expect(distinctiveWords('Stonefield Secondaries Fund V')).toContain('v');
    expect(distinctiveWords('Bellhaven Growth Opportunities I')).toContain('i');
  });

  it('tells a fund named by a generic word and a numeral by both', () => {
    expect(distinctiveWords('Fund IV')).toEqual(['fund', 'iv']);
    expect(distinctiveWords('Fund V')).toEqual(['fund', 'v']);
  });

  it('does not take a one-letter word inside a name for a numeral', () => {
    expect(distinctiveWords('I Squared Capital')).not.toContain('i');
  });

  it("keeps a share class's or series' letter, which tells it from the others", () => {
    expect(distinctiveWords('Class A')).toEqual(['class', 'a']);
    expect(distinctiveWords('Series B units')).toContain('b');
  });
});
