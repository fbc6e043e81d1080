import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/sentences';
import { fileNameTitle, summaryTitle } from './summary-title';

describe('summaryTitle', () => {
  it('names the document from its opening lines and adds the type', () => {
    const sentences = splitSentences('Nexus VI, L.P.\nUnaudited Financial Statements\nDecember 31, 2024');
    expect(summaryTitle(sentences, 'nexus.pdf', 'Financial Statements')).toBe(
      'Nexus VI, L.P. – Financial Statements',
    );
  });

  it('title-cases a shouted heading and skips boilerplate and salutations', () => {
    const sentences = splitSentences(
      'STRICTLY CONFIDENTIAL\n\nDear Investor,\n\nSUMMARY OF PRINCIPAL TERMS\n\nBody.',
    );
    expect(summaryTitle(sentences, 'terms.docx', 'Term Sheet')).toBe(
      'Summary of Principal Terms – Term Sheet',
    );
  });

  it('falls back to the file name, and leaves the type out when the title says it', () => {
    expect(summaryTitle([], 'Harbor_Ridge_IV-Track.Record.pdf', 'Track Record')).toBe(
      'Harbor Ridge IV-Track Record',
    );
    expect(summaryTitle([], 'scan.pdf', null)).toBe('scan');
  });
});

describe('fileNameTitle', () => {
  it('turns separators into spaces', () => {
    expect(fileNameTitle('Nexus_VI_Financial_Statement_Q42024.pdf')).toBe(
      'Nexus VI Financial Statement Q42024',
    );
    expect(fileNameTitle('folder/Fund V -- Deck.pdf')).toBe('Fund V – Deck');
    expect(fileNameTitle('.pdf')).toBe('Untitled document');
  });
});
