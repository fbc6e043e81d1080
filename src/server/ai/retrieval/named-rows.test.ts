import { describe, expect, it } from 'vitest';
import {
  anotherHolding,
  namedHoldingsByDocument,
  namedRowsByDocument,
  otherFundsByDocument,
  outsideNamedRows,
  ownFundOfAnother,
} from './named-rows';
import { ledgerHit } from './test-support/ledger-hit';

describe('outsideNamedRows', () => {
  const planReturn = ledgerHit({ document_id: 1, label: 'Net internal rate of return', value: '10.8%' });
  const fundRow = ledgerHit({ document_id: 1, label: 'Ridgeway Partners VIII', value: '100' });
  const siblingRow = ledgerHit({ document_id: 1, label: 'Ridgeway Partners VII | Net IRR', value: '9.4%' });
  const elsewhere = ledgerHit({ document_id: 2, label: 'Net IRR', value: '12.0%' });
  const hits = [planReturn, fundRow, siblingRow, elsewhere];

  const named = new Map([
    [1, 2],
    [2, 1],
  ]);

  it("keeps a named document's figures to the rows it holds for a party the question names", () => {
    const rows = namedRowsByDocument(hits, ['Ridgeway Partners VIII'], named);
    expect(rows).toEqual(new Map([[1, ['Ridgeway Partners VIII']]]));
    expect(outsideNamedRows(fundRow, rows)).toBe(false);
    expect(outsideNamedRows(planReturn, rows)).toBe(true);
    expect(outsideNamedRows(siblingRow, rows)).toBe(true);
  });

  it('leaves alone a document holding no row of the name, and one the question does not name', () => {
    const rows = namedRowsByDocument(hits, ['Ridgeway Partners VIII'], named);
    expect(outsideNamedRows(elsewhere, rows)).toBe(false);
    expect(outsideNamedRows(planReturn, namedRowsByDocument(hits, ['Summit Crest IX'], named))).toBe(false);
    const unnamed = namedRowsByDocument(hits, ['Ridgeway Partners VIII'], new Map([[2, 1]]));
    expect(outsideNamedRows(planReturn, unnamed)).toBe(false);
  });

  it("keeps a workbook's figures to the fund's rows, though the question names the workbook not", () => {
    const sheetRow = (label: string, value: string) =>
      ledgerHit({ document_id: 3, sheet: 'Commitments', label, value });
    const fund = sheetRow('Cedar Valley Ridgeway Partners VIII Buyout', '1.00');
    const sibling = sheetRow('Cedar Valley Summit Crest IX Buyout', '14.2%');
    const rows = namedRowsByDocument([fund, sibling], ['Ridgeway Partners VIII'], new Map());
    expect(outsideNamedRows(fund, rows)).toBe(false);
    expect(outsideNamedRows(sibling, rows)).toBe(true);
  });

  it('sets aside every figure of a named document that never mentions the fund asked about', () => {
    const unmentioned = new Map([['Stonefield Fund V', new Set([1, 2])]]);
    const rows = namedRowsByDocument(hits, ['Stonefield Fund V'], new Map([[1, 1]]), unmentioned);
    expect(outsideNamedRows(planReturn, rows)).toBe(true);
    expect(outsideNamedRows(elsewhere, rows)).toBe(false);
  });

  it('takes no defined term for a party with rows of its own', () => {
    const defined = ledgerHit({ document_id: 1, label: 'Related Party threshold', value: '$2,273,000' });
    const rows = namedRowsByDocument([planReturn, defined], ['Related Party'], named);
    expect(outsideNamedRows(planReturn, rows)).toBe(false);
  });

  it('takes no share class ("Class I") for a numbered fund whose rows alone answer', () => {
    const classRow = ledgerHit({ document_id: 1, label: 'Class I', value: '$148' });
    const minimum = ledgerHit({ document_id: 1, label: 'Minimum initial investment', value: '$1,000,000' });
    const rows = namedRowsByDocument([classRow, minimum], ['Class I'], named);
    expect(outsideNamedRows(minimum, rows)).toBe(false);
  });
});

describe('anotherHolding', () => {
  const holding = (name: string, value: string, document_id = 1) =>
    ledgerHit({ document_id, scope: 'deal', scope_name: name, label: 'Acquired by a buyer', value });
  const sale = holding('Marisol Bio', '$385 million');
  const round = holding('Corvane Robotics', '$1.1 billion');
  const elsewhere = holding('Corvane Robotics', '$0.9 billion', 2);
  const fund = ledgerHit({ document_id: 1, label: 'Net asset value', value: '$512.4 million' });

  it("sets aside another holding's figure where the holding the question names has figures", () => {
    const named = namedHoldingsByDocument([sale, round, elsewhere, fund], ['Marisol Bio']);
    expect(named).toEqual(new Map([[1, ['Marisol Bio']]]));
    expect(anotherHolding(sale, named)).toBe(false);
    expect(anotherHolding(round, named)).toBe(true);
  });

  it("keeps the fund's own figures, and any holding's where the named one has none", () => {
    const named = namedHoldingsByDocument([sale, round, elsewhere, fund], ['Marisol Bio']);
    expect(anotherHolding(fund, named)).toBe(false);
    expect(anotherHolding(elsewhere, named)).toBe(false);
    expect(namedHoldingsByDocument([round, fund], ['SVVC'])).toEqual(new Map());
  });
});

describe('ownFundOfAnother', () => {
  const own = ledgerHit({
    document_id: 1,
    scope_name: 'Straven Growth Fund II',
    label: 'Net IRR',
    value: '16.8%',
  });
  const unnamed = ledgerHit({ document_id: 1, label: 'Management fee', value: '1.0%' });
  const successor = ledgerHit({
    document_id: 1,
    scope: 'prior_fund',
    scope_name: 'Straven Growth Fund III',
    label: 'Committed',
    value: '$264 million',
  });
  const otherFunds = new Map([[1, ['Straven Growth Fund III']]]);

  it("sets aside the document's own fund's figures when the question names only another fund in it", () => {
    const others = otherFundsByDocument(otherFunds, ['Straven Growth Fund III']);
    expect(others).toEqual(new Set([1]));
    expect(ownFundOfAnother(own, others)).toBe(true);
    expect(ownFundOfAnother(successor, others)).toBe(false);
    // 'The fund charges 1.0%' may be said of the other fund a sentence before named.
    expect(ownFundOfAnother(unnamed, others)).toBe(false);
  });

  it('keeps them when the question names the fund itself too, or no fund the document speaks of', () => {
    expect(otherFundsByDocument(otherFunds, ['Straven Growth Fund II'])).toEqual(new Set());
    expect(otherFundsByDocument(otherFunds, ['Fund II', 'Fund III'])).toEqual(new Set());
    expect(otherFundsByDocument(otherFunds, ['Pellucid Analytics'])).toEqual(new Set());
  });
});
