import { describe, expect, it } from 'vitest';
import { zDocumentSummary } from '@shared/document-summary';
import { sampleDocuments } from './fixtures/sample-documents';
import { summariseDocument, type SummariseDocumentInput } from './summarise-document';

const summarise = (
  text: string,
  declaredType = 'other',
  fileName = 'upload.pdf',
  pageCount: number | null = 3,
) => summariseDocument({ text, fileName, declaredType, pageCount }).summary;

const whitespace = (text: string) => text.replace(/\s+/g, ' ');

describe('summariseDocument', () => {
  it.each(Object.entries(sampleDocuments))(
    'gives a summary that fits the shared schema: %s',
    (_name, text) => {
      const summary = summarise(text);
      expect(zDocumentSummary.parse(summary)).toEqual(summary);
      expect(summary.keyPoints.length).toBeGreaterThanOrEqual(3);
      expect(summary.keyPoints.length).toBeLessThanOrEqual(7);
      expect(summary.keyMetrics).toEqual({
        wordCount: summary.wordCount,
        pageCount: 3,
        contentLength: text.length,
      });
    },
  );

  it('is deterministic: the same input gives the same summary, byte for byte, keys in a fixed order', () => {
    const input: SummariseDocumentInput = {
      text: sampleDocuments.fundDeck,
      fileName: 'deck.pdf',
      declaredType: 'other',
    };
    const first = summariseDocument(input);
    const second = summariseDocument({ ...input });
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(Object.keys(first)).toEqual(['summary', 'facts', 'quarantined', 'analystVersion']);
    expect(Object.keys(first.summary)).toEqual([
      'title',
      'type',
      'confidenceScore',
      'wordCount',
      'executiveSummary',
      'keyPoints',
      'financialHighlights',
      'riskFactors',
      'opportunities',
      'recommendations',
      'conclusion',
      'keyMetrics',
    ]);
    expect(Object.keys(first.summary.keyMetrics)).toEqual(['wordCount', 'pageCount', 'contentLength']);
  });

  it('summarises a fund deck: figures, risks, opportunities and a high confidence', () => {
    const summary = summarise(sampleDocuments.fundDeck, 'fund_deck');
    expect(summary.type).toBe('fund_deck');
    expect(summary.title).toBe('Harbor Ridge Capital Partners IV, L.P. – Fund Deck');
    expect(summary.financialHighlights).toMatchObject({
      'Target size': '$1.35B',
      'Hard cap': '$1.5B',
      'Target IRR (net)': '20%',
      'Management fee': '2.0%',
      'Carried interest': '20%',
      'Hurdle rate': '8%',
      'TVPI (net), prior fund (Fund III)': '1.9x',
      'Gross IRR, prior fund (Fund II)': '31%',
    });
    expect(summary.riskFactors.length).toBeGreaterThanOrEqual(3);
    expect(summary.opportunities.length).toBeGreaterThanOrEqual(3);
    expect(summary.confidenceScore).toBeGreaterThanOrEqual(80);
    expect(summary.conclusion).toMatch(/^This Fund Deck \(\d+ words\) states .*a target size of \$1\.35B/);
  });

  it('quotes the text: every summary and list sentence is in the document', () => {
    const text = sampleDocuments.fundDeck;
    const summary = summarise(text);
    const flat = whitespace(text);
    const sentences = summary.executiveSummary.match(/[^.!?]+(?:[.!?](?=\s|$))+/g) ?? [];
    for (const item of [...summary.keyPoints, ...summary.riskFactors, ...summary.opportunities]) {
      expect(flat).toContain(item);
    }
    expect(flat).toContain(sentences[sentences.length - 1].trim());
  });

  it('keeps the declared type and guesses only for other or an unknown type', () => {
    expect(summarise(sampleDocuments.trackRecord, 'memo').type).toBe('memo');
    expect(summarise(sampleDocuments.trackRecord, 'other').type).toBe('track_record');
    expect(summarise(sampleDocuments.trackRecord, 'not-a-type').type).toBe('track_record');
  });

  it.each([
    ['empty text', ''],
    ['whitespace and page breaks', ' \n\n\f\f \t '],
    ['punctuation only', ' . , — • \n'],
  ])('says plainly that no text was found: %s', (_name, text) => {
    const summary = summarise(text, 'other', 'Scanned LPA.pdf', 12);
    expect(summary.confidenceScore).toBe(0);
    expect(summary.wordCount).toBe(0);
    expect(summary.executiveSummary).toMatch(/^No text was found in this document\./);
    expect(summary.executiveSummary).toContain('OCR');
    expect(summary.keyPoints).toEqual([]);
    expect(summary.financialHighlights).toEqual({});
    expect(summary.riskFactors).toEqual([]);
    expect(summary.opportunities).toEqual([]);
    expect(summary.recommendations).toEqual([]);
    expect(summary.type).toBe('lpa');
    expect(summary.title).toBe('Scanned LPA');
    expect(summary.keyMetrics).toEqual({ wordCount: 0, pageCount: 12, contentLength: text.length });
    expect(zDocumentSummary.parse(summary)).toEqual(summary);
  });

  it('does not take the Limited in Limited Partner or Limited Partnership for a limit', () => {
    const agreement = [
      'The Fund is a Delaware Limited Partnership and operates under the regulations made under the Act.',
      'Each Limited Partner shall receive the annual tax reporting described in the regulations.',
      'Regulatory changes could limit the ability of the Fund to hold certain investments in the future.',
    ].join('\n');
    expect(summarise(agreement, 'lpa').riskFactors).toEqual([
      'Regulatory changes could limit the ability of the Fund to hold certain investments in the future.',
    ]);
  });

  it("leaves the firm's blurb and notices out of the key points, executive summary and themes", () => {
    const release = [
      'Quarterly results',
      'Net revenue rose 12% to $84 million in the third quarter, driven by higher management fees.',
      'Operating margin improved to 31% as the cost programme delivered savings ahead of plan.',
      'Fee-paying assets under management grew 9% to $18 billion during the quarter.',
      'The board declared a quarterly dividend of $0.45 per share, payable in November.',
      'A delay in exit activity could reduce realised performance fees next year.',
      '',
      'About Northwind Capital',
      'Northwind Capital is a leading global alternative investment firm with strong growth opportunities.',
      'Founded in 1998, the firm has delivered attractive returns across private equity and credit.',
      '',
      'Notices',
      'Northwind and the Northwind logo are registered trademarks of Northwind Capital LLC.',
      'For more information, please visit the investor relations pages of the website.',
    ].join('\n');
    const summary = summarise(release);
    const quoted = [
      summary.executiveSummary,
      ...summary.keyPoints,
      ...summary.riskFactors,
      ...summary.opportunities,
    ].join(' ');
    expect(quoted).toContain('Net revenue rose 12%');
    expect(quoted).not.toMatch(/leading global|Founded in 1998|trademarks|more information/);
  });

  it('gives near-empty text a low confidence', () => {
    expect(summarise('Fund update').confidenceScore).toBeLessThan(20);
  });

  it('says so when the text layer is garbled glyph codes', () => {
    const glyphs = Array.from({ length: 80 }, (_, index) => `Gi\`Z\\jX${index % 7}kfd ZfeZ\\ie`).join('\n');
    const summary = summarise(glyphs);
    expect(summary.executiveSummary).toMatch(/garbled/);
    expect(summary.confidenceScore).toBeLessThan(20);
    expect(summary.recommendations[0]).toMatch(/^Re-export or OCR the file/);
  });

  it('falls back to the headings when a statement has no prose', () => {
    const statement =
      'Statement of Operations\n\nTotal Expenses\n\n4,120,000\n\nNet Investment Income\n\n1,204,000\n';
    const summary = summarise(statement, 'financial_statements');
    expect(summary.executiveSummary).toMatch(/^These Financial Statements are mostly tables/);
    // Each label stands above its value, as a statement's reading order prints it: a row each.
    expect(summary.financialHighlights).toEqual({
      'Net investment income': '1,204,000',
      Expenses: '4,120,000',
    });
  });

  // Three megabytes read whole take tens of seconds on a slow machine; the bench measures the speed.
  it('handles a megabyte of text (a long book) and an adversarial megabyte', { timeout: 90_000 }, () => {
    const chapters: string[] = [];
    let length = 0;
    for (let chapter = 1; length < 1_000_000; chapter += 1) {
      const body = Object.values(sampleDocuments).join('\n\n').replaceAll('Fund', `Fund ${chapter}`);
      const text = `Chapter ${chapter}\n\n${body}`;
      chapters.push(text);
      length += text.length + 2;
    }
    const book = chapters.join('\n\n');
    const summary = summarise(book, 'other', 'book.pdf', 350);
    expect(summary.keyMetrics.contentLength).toBe(book.length);
    expect(summary.wordCount).toBeGreaterThan(100_000);
    expect(zDocumentSummary.parse(summary)).toEqual(summary);

    const runOn = 'fund '.repeat(200_000);
    expect(summarise(runOn).wordCount).toBe(200_000);
    const numbers = '1,234,567 $5M 20% 2.1x '.repeat(45_000);
    expect(zDocumentSummary.parse(summarise(numbers))).toBeTruthy();
  });
});

describe('summariseDocument: risks', () => {
  it('reports risks, never definitions or procedural clauses', () => {
    const text = [
      '“Key Person Event” means any time at which the Key Persons cease to devote their time to the Fund.',
      'Any member of the Advisory Committee shall immediately cease to be a member of the Advisory Committee if its Limited Partner defaults.',
      'The loss of a key person could adversely affect the Fund and its ability to make investments.',
      'Past performance of prior funds is not guaranteed to be repeated, and investors may lose all of their investment.',
    ].join('\n');
    const summary = summarise(text, 'lpa');
    expect(summary.riskFactors).toContain(
      'The loss of a key person could adversely affect the Fund and its ability to make investments.',
    );
    expect(summary.riskFactors.join(' ')).not.toMatch(/means any time|Advisory Committee shall/);
  });
});

describe('summariseDocument: placeholders', () => {
  it('says an XFA form’s placeholder page is no content, with no figures or risks', () => {
    const text =
      'Please wait...\nIf this message is not eventually replaced by the proper contents of the document, your PDF\nviewer may not be able to display this type of document.\nYou can upgrade to the latest version of Adobe Reader for Windows, Mac, or Linux by visiting http://www.adobe.com/go/reader_download.';
    const analysis = summariseDocument({ text, fileName: 'form.pdf', declaredType: 'other', pageCount: 1 });
    expect(analysis.summary.executiveSummary).toMatch(/^This PDF is an XFA form/);
    expect(analysis.summary.keyPoints).toEqual([]);
    expect(analysis.summary.riskFactors).toEqual([]);
    expect(analysis.facts).toEqual([]);
    expect(analysis.summary.confidenceScore).toBe(0);
  });
});
