import { describe, expect, it } from 'vitest';
import { understandQuestion } from '../chat/understand-question';
import {
  outsidePartRows,
  partNamed,
  partQuestion,
  partRowsByDocument,
  partUnsaid,
  partWords,
  withoutPartWords,
} from './part-rows';
import { ledgerHit } from './test-support/ledger-hit';

const review = { document_id: 1, name: 'Private_Markets_Review.pdf', title: 'Private Markets Review' };
const row = (label: string, value: string, column_header = '10-Year') =>
  ledgerHit({ ...review, concept: 'total_return', kind: 'percent', label, value, column_header });

const growth = row('Growth Equity', '11.8%');
const venture = row('Venture Capital', '10.9%');
const whole = row('Private Markets', '9.6%');
const prose = ledgerHit({
  ...review,
  concept: 'total_return',
  kind: 'percent',
  label: 'Net return',
  value: '9.8%',
});
const elsewhere = ledgerHit({ document_id: 2, concept: 'total_return', label: 'Net return', value: '8.1%' });
const hits = [growth, venture, whole, prose, elsewhere];

const partsFor = (question: string, answers = () => true) =>
  partRowsByDocument(hits, understandQuestion(question), question, answers);

describe('partRowsByDocument', () => {
  const question = "What is the 10-year return of Cedar Valley's growth equity portfolio?";

  it("keeps a document's figures to the rows of the part the question names in plain words", () => {
    const parts = partsFor(question);
    expect(parts).toEqual(new Map([[1, new Set(['equity growth'])]]));
    expect(outsidePartRows(growth, parts)).toBe(false);
    for (const hit of [venture, whole, prose]) expect(outsidePartRows(hit, parts), hit.label).toBe(true);
    expect(outsidePartRows(elsewhere, parts)).toBe(false);
  });

  it("keeps a figure in the part's column as the part's", () => {
    const parts = partsFor(question);
    expect(outsidePartRows(row('Distributions', '4.2%', 'Growth Equity'), parts)).toBe(false);
    expect(outsidePartRows(row('Distributions', '4.2%', 'Venture Capital'), parts)).toBe(true);
  });

  it('sets nothing aside when no row of the part answers', () => {
    expect(partsFor(question, () => false).size).toBe(0);
  });

  it('takes no row the document is about, nor one of what is asked, for a part', () => {
    const text = "What is the 10-year net return of Cedar Valley's private markets portfolio?";
    const asked = partQuestion(understandQuestion(text), text);
    expect(partNamed(whole, asked)).toBeNull();
    expect(partNamed(row('Net return', '9.8%'), asked)).toBeNull();
    expect(partNamed(prose, asked)).toBeNull();
    const part = `${text} And of growth equity?`;
    expect(partNamed(growth, partQuestion(understandQuestion(part), part))).toBe('equity growth');
  });

  it('takes no row for a part that is what the figure is taken before, after or with', () => {
    const carry = row('Carried interest', '3.05%');
    for (const text of [
      "What was Wrenfield V's expense ratio before carried interest?",
      "What was Wrenfield V's expense ratio in 2025, including carried interest?",
    ])
      expect(partNamed(carry, partQuestion(understandQuestion(text), text)), text).toBeNull();
  });
});

describe('withoutPartWords', () => {
  const parts = new Set(['equity growth']);

  it("takes a part's words from what a figure's label should hold when a concept is asked of the part", () => {
    const asked = understandQuestion("What is the 10-year return of Cedar Valley's growth equity portfolio?");
    expect(asked.labelWords).toEqual(expect.arrayContaining(['growth', 'equity']));
    expect(withoutPartWords(asked, parts).labelWords).not.toEqual(expect.arrayContaining(['growth']));
  });

  it('keeps them for a share of the part, or a figure asked by words alone', () => {
    const share = understandQuestion("What share of Cedar Valley's private markets is in growth equity?");
    expect(withoutPartWords(share, parts)).toBe(share);
    const words = understandQuestion("What is the market value of Cedar Valley's growth equity?");
    expect(withoutPartWords(words, parts)).toBe(words);
  });
});

describe('partWords', () => {
  it('reads the part of a phrase, without the whole it belongs to or a time', () => {
    expect(partWords('growth equity portfolio')).toEqual(['growth', 'equity']);
    expect(partWords('venture capital investments in 2024')).toEqual(partWords('venture capital'));
  });
});

describe('partUnsaid', () => {
  const part = partWords('secondaries portfolio');
  const whole = ledgerHit({
    ...review,
    concept: 'net_irr',
    label: 'Net IRR',
    value: '10.7%',
    quote: 'The portfolio has earned a net IRR of 10.7% since inception.',
  });
  const own = ledgerHit({
    ...review,
    concept: 'net_irr',
    label: 'Secondaries',
    value: '12.1%',
    column_header: 'Net IRR',
  });

  it('sets aside a figure whose row, column, sentence, section and title never name the part asked', () => {
    expect(partUnsaid(whole, part)).toBe(true);
    expect(partUnsaid(own, part)).toBe(false);
    expect(partUnsaid({ ...whole, section: 'Secondaries program' }, part)).toBe(false);
  });

  it('sets nothing aside when no part is asked', () => {
    expect(partUnsaid(whole, partWords('portfolio'))).toBe(false);
  });
});
