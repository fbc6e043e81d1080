import { describe, expect, it } from 'vitest';
import { belowFloor, scoreDocument, totals, type AnalystReading } from './score';
import type { TruthDocument } from './truth';

const truth: TruthDocument = {
  file: 'fund.pdf',
  types: ['lpa'],
  figures: [
    { concept: 'carried_interest', value: '20%', page: 2, scope: 'fund' },
    { concept: 'hurdle_rate', value: '8%', page: 2, scope: 'fund' },
  ],
  risks: [{ words: ['key person'] }, { words: ['leverage'] }],
  traps: [
    { value: '2024', why: 'a date' },
    { value: '667', notAs: 'ending_balance', why: 'the opening balance' },
  ],
};

const reading: AnalystReading = {
  type: 'lpa',
  text: 'Cover 2024\fCarry is 20% over an 8%\nhurdle. Opening 667',
  highlights: { 'Carried interest': '20%', Vintage: '2024' },
  facts: [
    { concept: 'carried_interest', value: '20%', page: 2, quote: 'Carry is 20%' },
    { concept: 'hurdle_rate', value: '8%', page: 1, quote: 'an 8% hurdle' },
    { concept: 'ending_balance', value: '667', page: 2, quote: 'Opening 667' },
  ],
  riskFactors: ['The loss of a key person could hurt returns.'],
};

describe('scoreDocument', () => {
  it('counts figures shown, facts on their page, grounding, traps, risks and the type', () => {
    const score = scoreDocument(truth, reading);
    expect(score).toMatchObject({
      figures: 2,
      inHighlights: 1,
      // The 8% fact names the wrong page, so it does not count, and it is not grounded there.
      inFacts: 1,
      reported: 3,
      grounded: 2,
      risks: 2,
      risksFound: 1,
      typeRight: true,
      missed: ['hurdle_rate 8% p2 (not in the ledger)'],
    });
    expect(score.traps).toEqual(['2024 (a date)', '667 as ending_balance (the opening balance)']);
  });
});

describe('totals and the floor', () => {
  it('adds documents up and says what fell below the floor', () => {
    const reached = totals([scoreDocument(truth, reading)]);
    expect(reached).toEqual({
      figureRecall: 0.5,
      factRecall: 0.5,
      grounding: 2 / 3,
      traps: 2,
      riskRecall: 0.5,
      typeAccuracy: 1,
    });
    expect(belowFloor(reached, { ...reached })).toEqual([]);
    expect(belowFloor(reached, { ...reached, figureRecall: 0.6, traps: 1 })).toEqual([
      'figureRecall 0.500 is below the floor 0.6',
      'traps 2 is above the floor 1',
    ]);
  });
});
