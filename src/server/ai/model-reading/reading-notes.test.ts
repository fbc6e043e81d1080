import { describe, expect, it } from 'vitest';
import type { AuditedModelReading } from '@shared/model-reading';
import { isModelReadingNote, readingFailedNote, readingNotes } from './reading-notes';

const reading: AuditedModelReading = {
  facts: [],
  risks: [],
  opportunities: [],
  type: null,
  proposed: 3,
  dropped: { notOnPage: 2, valueNotInQuote: 0, setAside: 0, quoteTooLong: 1 },
  summary: { executiveSummary: 'A fund.', keyPoints: [], leftOut: 1 },
  pagesRead: 40,
  pagesInAll: 120,
  inputTokens: 98_500,
  outputTokens: 1,
  milliseconds: 12_340,
};

describe('readingNotes', () => {
  it('says what was kept and dropped, the tokens, the time and how far the budget went', () => {
    expect(readingNotes('gpt-x', reading, false)).toEqual([
      'Summary and key points written by gpt-x from the audited figure ledger; 1 sentence or key point left out as stating a figure found in no ledger entry.',
      'Model reading: 0 figures, 3 dropped as not found on their page (2 quoted from no such page, 1 with a quote longer than a sentence or row).',
      'Model reading by gpt-x: 98,500 input tokens and 1 output token in 12.3 s; the token budget covered 40 of 120 pages.',
    ]);
  });

  it('says when a reading was reused, and why a summary was not written', () => {
    const notes = readingNotes(
      'gpt-x',
      { ...reading, summary: { failure: 'the AI model did not answer in time' } },
      true,
    );
    expect(notes[0]).toBe(
      'Model summary failed: the AI model did not answer in time. The built-in summary stands.',
    );
    expect(notes[2]).toBe(
      'Model reading by gpt-x reused from an earlier reading of the same file; no new model call.',
    );
  });

  it('knows its own notes from others', () => {
    expect([...readingNotes('m', reading, true), readingFailedNote('x')].every(isModelReadingNote)).toBe(
      true,
    );
    expect(isModelReadingNote('Re-analysed by analyst version 8')).toBe(false);
  });
});
