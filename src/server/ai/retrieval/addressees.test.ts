import { describe, expect, it } from 'vitest';
import { addressesName } from './addressees';

describe('addressesName', () => {
  it('finds the party a notice, a statement or a letter is for', () => {
    const name = 'Thistledown University Endowment';
    expect(addressesName('Notice of Distribution No. 12\nTo: Thistledown University Endowment', name)).toBe(
      true,
    );
    expect(addressesName('Dear Thistledown University Endowment,', name)).toBe(true);
    expect(addressesName('Investor: Thistledown University Endowment', name)).toBe(true);
    expect(addressesName('Prepared for the Thistledown University Endowment', name)).toBe(true);
  });

  it('takes a name the text only speaks of for no addressee', () => {
    expect(addressesName('The fund sold its stake to Oakhaven Logistics in May.', 'Oakhaven Logistics')).toBe(
      false,
    );
    expect(addressesName('Thistledown University Endowment is a limited partner.', 'Thistledown')).toBe(
      false,
    );
  });
});
