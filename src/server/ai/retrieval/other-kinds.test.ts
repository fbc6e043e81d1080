import { describe, expect, it } from 'vitest';
import { understandQuestion } from '../chat/understand-question';
import { otherKindsIn } from './other-kinds';

const phrasesOf = (question: string) => understandQuestion(question).labelPhrases;

describe('otherKindsIn', () => {
  it('reads the words standing together in a question as its phrases', () => {
    expect(phrasesOf("What was Wyndham Lakes' private equity NAV?")).toEqual([['privat', 'equity']]);
    expect(phrasesOf('What is the target for hedge funds?')).toEqual([]);
    // A subject asked of with 'do' ends in its verb, which is no word of the phrase.
    expect(phrasesOf('How many funds does the survey panel track?')).toEqual([['survey', 'panel']]);
    expect(phrasesOf('By how much did private equity distributions rise in 2026?')).toEqual([
      ['privat', 'equity', 'distribut'],
    ]);
  });

  it("finds a phrase's head held as the head of another compound", () => {
    const phrases = phrasesOf("What was the program's private equity NAV?");
    expect(otherKindsIn(['Growth Equity', 'NAV'], phrases)).toEqual(new Set(['equity']));
    expect(otherKindsIn(['Working capital'], phrasesOf('How much venture capital is committed?'))).toEqual(
      new Set(['capit']),
    );
  });

  it('reads a compound inside a longer phrase the same way', () => {
    const phrases = phrasesOf("What is the program's total private equity exposure?");
    expect(otherKindsIn(['Growth Equity', 'Total Exposure'], phrases)).toEqual(new Set(['equity']));
  });

  it('keeps a head standing alone or with a word of its own phrase', () => {
    const phrases = phrasesOf("What was the program's private equity NAV?");
    expect(otherKindsIn(['Equity', 'NAV'], phrases).size).toBe(0);
    expect(otherKindsIn(['Private Equity Program'], phrases).size).toBe(0);
    expect(otherKindsIn(['Total equity'], phrases).size).toBe(0);
  });

  it('keeps a head any of whose texts reads it as the thing asked', () => {
    const phrases = phrasesOf("What was the program's private equity NAV?");
    expect(otherKindsIn(['Growth Equity', 'Private equity'], phrases).size).toBe(0);
  });
});
