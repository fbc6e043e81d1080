import { describe, expect, it } from 'vitest';
import type { InvestmentMemo } from './memo-content';
import { renderMemoPdf } from './render-memo-pdf';
import { readPdf } from '../extraction/test-support/read-pdf';

const lpa = { label: 'Fund IV LPA.pdf, page 12' };
const record = { label: 'from the pipeline record' };

const memo: InvestmentMemo = {
  investmentId: 7,
  name: 'Northwind Growth Fund IV',
  stage: 'Due Diligence',
  subtitle: 'Fund · Growth Equity · 2025',
  teamName: 'Demo Capital Partners',
  date: new Date('2026-11-23T10:00:00Z'),
  recommendation: 'PROCEED',
  score: 7.25,
  executiveSummary: [
    [
      'Northwind targets ',
      { text: '$750M', source: record },
      ' with a ',
      { text: '20% carry', source: lpa },
      '.',
    ],
  ],
  keyTerms: [
    { label: 'Target size', value: '$750M', source: record },
    { label: 'Carried interest', value: '20%', source: lpa },
    { label: 'Hurdle', value: '8% preferred return', source: lpa },
  ],
  performance: [],
  thesis: [['Backs software companies in the Nordics — İstanbul too.']],
  strengths: [{ title: 'Experienced team', body: ['Three partners have worked together since 2009.'] }],
  risks: [
    {
      title: 'Key person',
      severity: 'High',
      body: ['Two partners carry the strategy.'],
      mitigant: ['Key-person clause.'],
    },
  ],
  rubric: [
    {
      criterion: 'Terms against market norms',
      weight: 0.25,
      score: 7,
      rationale: ['Carry at ', { text: '20%', source: lpa }],
    },
  ],
  documentsReviewed: [
    { name: 'Fund IV LPA.pdf', type: 'LPA (Limited Partnership Agreement)', status: 'Processed' },
  ],
  openQuestions: ['No DDQ has been uploaded.'],
  notes: [{ heading: 'Due Diligence · 20 November 2026', content: 'Reference calls went well.' }],
};

describe('renderMemoPdf', () => {
  it('writes searchable text with each figure numbered to its source', async () => {
    const { text } = await readPdf(await renderMemoPdf(memo));
    expect(text).toContain('Northwind Growth Fund IV');
    expect(text).toMatch(/\$750M\s*\[1\]/);
    expect(text).toMatch(/20% carry\s*\[2\]/);
    expect(text).toMatch(/\[1\]\s+from the pipeline record/);
    expect(text).toMatch(/\[2\]\s+Fund IV LPA\.pdf, page 12/);
    // A source cited again keeps its number; no third note is made for it.
    expect(text).not.toContain('[3]');
    expect(text).toContain('No performance figures were found');
  });

  it('prints the notes of each page at its foot, so a figure and its source are on one page', async () => {
    const source = (number: number) => ({ label: `Source ${number}.pdf, page ${number}` });
    const long: InvestmentMemo = {
      ...memo,
      executiveSummary: Array.from({ length: 40 }, (_, index) => [
        `Finding ${index + 1} puts the fund at `,
        { text: `$${index + 1}0M`, source: source(index + 1) },
        ', '.padEnd(160, 'and words that carry the paragraph onto a second line of the page '),
      ]),
      keyTerms: Array.from({ length: 14 }, (_, index) => ({
        label: `Term ${index + 1}`,
        value: `${index + 1}.5%`,
        source: source(index + 1),
      })),
    };
    const { pages } = await readPdf(await renderMemoPdf(long));
    const bodyPages = pages.slice(1);
    expect(bodyPages.length).toBeGreaterThanOrEqual(3);
    for (const page of bodyPages) {
      const cited = [...page.matchAll(/(?:\$\d+0M|\d+\.5%)\s*\[(\d+)\]/g)].map((match) => match[1]);
      const noted = [...page.matchAll(/\[(\d+)\]\s+Source (\d+)\.pdf, page \2/g)].map((match) => match[1]);
      expect([...new Set(cited)].sort()).toEqual([...noted].sort());
    }
    // A source cited again on a later page is noted again there, under the same number.
    const termPage = bodyPages.find((page) => page.includes('Term 1 '))!;
    expect(termPage).toMatch(/1\.5%\s*\[1\]/);
    expect(termPage).toMatch(/\[1\]\s+Source 1\.pdf, page 1/);
    expect(pages.join('\n')).not.toContain('Sources');
  });

  it('has a title in its metadata and numbers its pages', async () => {
    const { info, pages } = await readPdf(await renderMemoPdf(memo));
    expect(info.Title).toBe('Investment memo: Northwind Growth Fund IV');
    expect(info.Author).toBe('Demo Capital Partners');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
  });

  it('writes characters the standard fonts lack as their nearest letters', async () => {
    const { text } = await readPdf(await renderMemoPdf(memo));
    expect(text).toContain('Istanbul too');
  });
});
