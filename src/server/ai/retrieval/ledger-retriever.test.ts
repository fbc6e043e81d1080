import { describe, expect, it } from 'vitest';
import { understandQuestion } from '../chat/understand-question';
import { labelFit } from './ledger-retriever';

describe('labelFit', () => {
  it("prefers the label made of the question's words to one with words it did not ask", () => {
    const question = understandQuestion('How much did Nexus VI pay in management fees in 2024?');
    expect(labelFit('Management fees', question)).toBeGreaterThan(
      labelFit('Management fees payable', question),
    );
  });

  it('prefers the label that holds more of what was asked', () => {
    const question = understandQuestion("What was the net increase in partners' capital from operations?");
    expect(labelFit("Net increase in partners' capital resulting from operations", question)).toBeGreaterThan(
      labelFit("Partners' capital", question),
    );
  });

  it('gives nothing to a label that shares no word with the question, nor to a shared name', () => {
    const question = understandQuestion('What is the cost basis of Nexus VI investments?');
    expect(labelFit('Cash and cash equivalents', question)).toBe(0);
    expect(labelFit('Nexus VI', question)).toBe(0);
    expect(labelFit('Investments, at cost', question)).toBeGreaterThan(0);
  });
});
