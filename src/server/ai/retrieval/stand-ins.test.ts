import { describe, expect, it } from 'vitest';
import { understandQuestion } from '../chat/understand-question';
import { supplantedStandIn } from './stand-ins';
import { ledgerHit } from './test-support/ledger-hit';

describe('supplantedStandIn', () => {
  const question = understandQuestion("What is Northgate's commitment to Larchmont Fund IV?");
  const total = ledgerHit({
    id: 1,
    concept: 'fund_size',
    label: 'Total commitments',
    value: '$1.25 billion',
  });
  const partners = ledgerHit({
    id: 2,
    concept: 'commitment',
    label: 'Capital commitment',
    value: '$50,000,000',
  });

  it('sets a stand-in aside where its document states the concept asked', () => {
    expect(question.concepts).toEqual(['commitment']);
    expect(supplantedStandIn([total, partners], [true, true], question)(total)).toBe(true);
    expect(supplantedStandIn([total, partners], [true, true], question)(partners)).toBe(false);
  });

  it("keeps it where the concept asked is not stated, stated elsewhere, or only as another's figure", () => {
    expect(supplantedStandIn([total, partners], [true, false], question)(total)).toBe(false);
    const elsewhere = { ...partners, document_id: 2 };
    expect(supplantedStandIn([total, elsewhere], [true, true], question)(total)).toBe(false);
    const priorFunds = { ...partners, scope: 'prior_fund' as const, scope_name: 'Larchmont Fund III' };
    expect(supplantedStandIn([total, priorFunds], [true, true], question)(total)).toBe(false);
  });
});
