import { describe, expect, it } from 'vitest';
import { guessDocumentType } from './document-type-guess';
import { sampleDocuments } from '../fixtures/sample-documents';

const guess = (text: string, fileName = 'upload.pdf') => guessDocumentType(text, fileName).type;

describe('guessDocumentType', () => {
  it.each([
    ['ddq', sampleDocuments.dueDiligenceQuestionnaire],
    ['lpa', sampleDocuments.limitedPartnershipAgreement],
    ['track_record', sampleDocuments.trackRecord],
    ['fund_deck', sampleDocuments.fundDeck],
    ['financial_statements', sampleDocuments.financialStatements],
    ['term_sheet', sampleDocuments.termSheet],
    ['side_letter', sampleDocuments.sideLetter],
    ['call_notes', sampleDocuments.callNotes],
  ])('reads %s from the text alone', (type, text) => {
    expect(guess(text)).toBe(type);
  });

  it.each([
    [
      'ddq',
      'Please describe the Firm’s history.\nProvide the organisational chart.\nDescribe the investment team. Explain the valuation policy. List all predecessor funds.',
    ],
    [
      'lpa',
      'This Limited Partnership Agreement is made by the partners. ARTICLE I. The General Partner shall manage.',
    ],
    [
      'track_record',
      'Track record as of June 30: Fund I net IRR 21%, TVPI 2.4x; Fund II net IRR 15%, DPI 0.7x.',
    ],
    [
      'fund_deck',
      'Fund Overview. Why now: we are targeting $500M with a hard cap of $600M and a target net IRR of 20%.',
    ],
    ['financial_statements', 'Statement of Operations. Total expenses 4,120,000. Statement of Cash Flows.'],
    ['term_sheet', 'Summary of Principal Terms. Management Fee: 2%. Carried Interest: 20%. Non-binding.'],
    [
      'transcript',
      'Operator: Good afternoon, everyone, and thank you for joining. Transcript of the annual meeting.',
    ],
    [
      'memo',
      'Investment Committee Memo. We recommend a $25M commitment. Key risks and investment merits follow.',
    ],
  ])('reads %s from a few telling lines', (type, text) => {
    expect(guess(text)).toBe(type);
  });

  it('takes the file name as strong evidence', () => {
    expect(guess('Confidential.', 'Fund_V_DDQ_2024.pdf')).toBe('ddq');
    expect(guess('', 'TrackRecord.xlsx')).toBe('track_record');
    expect(guess('', 'Harbor Ridge IV - Pitch Deck.pdf')).toBe('fund_deck');
    expect(guess('', 'Nexus VI Financial Statement Q4 2024.pdf')).toBe('financial_statements');
  });

  it('answers other when nothing stands out', () => {
    expect(guess('The weather in Lisbon was pleasant for the whole week.')).toBe('other');
    expect(guess('', 'scan_0001.pdf')).toBe('other');
  });
});

describe('guessDocumentType: documents SPEC has no type for', () => {
  it('never takes an NDA, a subscription agreement, guidance or a reporting template for an LPA or track record', () => {
    const nda =
      'MUTUAL NON-DISCLOSURE AGREEMENT\nThe Receiving Party shall hold the Confidential Information of the Disclosing Party in confidence. This Agreement is governed by the limited partnership agreement of the Fund where it applies.';
    expect(guessDocumentType(nda, 'Project Atlas.pdf')).toMatchObject({ type: 'other', kind: 'nda' });
    const subscription =
      'SUBSCRIPTION AGREEMENT\nThe undersigned subscriber hereby subscribes for an interest in the Fund under the Limited Partnership Agreement. The subscriber is an accredited investor and a qualified purchaser.';
    expect(guessDocumentType(subscription, 'Fund V.pdf')).toMatchObject({
      type: 'other',
      kind: 'subscription_agreement',
    });
    const guidance =
      'Model LPA Overview\nThis overview explains the limited partnership agreement. The limited partnership agreement gives guidance on terms.';
    expect(guessDocumentType(guidance, 'Model LPA Overview.docx')).toMatchObject({
      type: 'other',
      kind: 'guidance',
    });
    const template = 'Sheet: Reporting Template\nNet IRR,TVPI,DPI\nTrack record of prior funds';
    expect(guessDocumentType(template, 'Quarterly Reporting Template.xlsx')).toMatchObject({
      type: 'other',
      kind: 'reporting_template',
    });
  });
});
