import { describe, expect, it } from 'vitest';
import { understandQuestion } from '../chat/understand-question';
import { askedText, labelFit } from './answer-features';
import { ledgerHit } from './test-support/ledger-hit';
import { answerScore } from './answer-ranking';
import { aboutTheNamed, answeringScore, relevance } from './ledger-retriever';

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

  it("reads a word of the document's name as said by every label of it", () => {
    const question = understandQuestion('What is the tenor of the Pellston facility?');
    expect(labelFit('Tenor', question, 'Pellston NAV Facility Terms.pdf')).toBe(1);
    expect(labelFit('Tenor', question, 'Pellston Fund Report.pdf')).toBeLessThan(1);
    expect(labelFit('Facility amount', question, 'Pellston NAV Facility Terms.pdf')).toBeLessThan(1);
  });
});

describe('answerScore', () => {
  const hit = (period: string) => ledgerHit({ period, quote: `Net assets ${period} 127,089,391` });

  it('answers a question that names no concept with the label that is most nearly its words', () => {
    const question = understandQuestion('How much does Harbor Fund owe on its revolving loan?');
    expect(question.concepts).toEqual([]);
    const loan = { ...hit('December 31, 2024'), concept: 'debt', label: 'Revolving loan payable' };
    const fees = { ...hit('December 31, 2024'), concept: 'debt', label: 'Loan fees' };
    expect(relevance(loan, question)).toBeGreaterThanOrEqual(answeringScore);
    expect(relevance(fees, question)).toBeLessThan(answeringScore);
  });

  it('answers a question of one word with the label that is that word, and not with one it is part of', () => {
    const question = understandQuestion('How much did Harbor Fund deploy in the quarter?');
    expect(question.labelWords).toEqual(['deploy']);
    const deployed = { ...hit('September 30, 2026'), concept: 'other', label: 'Deploying' };
    const reserve = { ...hit('September 30, 2026'), concept: 'other', label: 'Reserve for deployment costs' };
    expect(relevance(deployed, question)).toBeGreaterThanOrEqual(answeringScore);
    expect(relevance(reserve, question)).toBeLessThan(answeringScore);
  });

  it("answers with a label that is only the word people ask for the concept with ('Target')", () => {
    const question = understandQuestion("What was Harbor Fund III's fundraising target?");
    expect(question.concepts).toEqual(['target_size']);
    const target = { ...hit('June 30, 2026'), concept: 'other', label: 'Target' };
    const hardCap = { ...hit('June 30, 2026'), concept: 'other', label: 'Hard cap' };
    expect(relevance(target, question)).toBeGreaterThanOrEqual(answeringScore);
    expect(relevance(hardCap, question)).toBeLessThan(answeringScore);
  });

  it('prefers the very date the question names to another date of its year', () => {
    const question = understandQuestion('What were the net assets at December 31, 2019?');
    const named = new Map<number, number>();
    const asked = askedText('What were the net assets at December 31, 2019?');
    expect(answerScore(hit('DECEMBER 31, 2019'), question, named, asked)).toBeGreaterThan(
      answerScore(hit('6/7/2019'), question, named, asked),
    );
  });
});

describe('aboutTheNamed', () => {
  const question = understandQuestion("What is the 1-year return of Tallis Credit Fund's Class I shares?");
  const named = new Map([[1, 2]]);

  it("takes another document's share class of that name for no class of the fund named", () => {
    const otherFund = ledgerHit({ document_id: 2, label: "Fund's Class I shares returned", value: '10.42%' });
    expect(aboutTheNamed(otherFund, question, named)).toBe(false);
    expect(
      aboutTheNamed(ledgerHit({ document_id: 1, label: 'Class I', value: '9.8%' }), question, named),
    ).toBe(true);
  });

  it('still finds a class the question names alone in any document', () => {
    const classOnly = understandQuestion('What did the Class I shares return last year?');
    const hit = ledgerHit({ document_id: 2, label: 'Class I shares returned', value: '10.42%' });
    expect(aboutTheNamed(hit, classOnly, named)).toBe(true);
  });
});
