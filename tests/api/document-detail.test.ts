import { describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { multipart } from './multipart';

// A small text limit, so that a short document shows what processing notes about a long one.
const t = useTestApp({ processDocuments: true, maxTextChars: 400 });

const deck = [
  'Northbridge Growth Partners IV is targeting a fund size of $1.35B with a hard cap of $1.5B.',
  'The management fee is 2.0% and carried interest is 20% over an 8% hurdle.',
  'Fund III has generated a net IRR of 24.5% and a TVPI of 2.3x since its 2019 vintage.',
  'Key risks include key-person dependency and rising valuations in vertical software.',
  'The team has a strong track record and a differentiated sourcing advantage in the mid-market.',
];

async function processed(who: SignedIn, pages: string[][], name: string) {
  const body = await multipart([{ name, content: makePdf(pages) }], {
    metadata_0: JSON.stringify({ type: 'fund_deck' }),
  });
  const [document] = (await as(t.app, who, { method: 'POST', url: '/api/documents/upload', ...body })).json()
    .documents;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const whole = (await as(t.app, who, { method: 'GET', url: `/api/documents/${document.id}` })).json();
    if (whole.status !== 'processing') return whole;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} is still processing`);
}

describe('GET /api/documents/{id}', () => {
  it('answers the document whole under SPEC field names, its summary included', async () => {
    const admin = await registerTeam(t.app);
    const document = await processed(admin, [deck.slice(0, 3)], 'deck.pdf');
    const summary = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents/${document.id}/summary` })
    ).json();
    expect(document).toMatchObject({
      name: 'deck.pdf',
      type: 'fund_deck',
      status: 'processed',
      processingNotes: [],
      tags: [],
      summaryTitle: summary.title,
      executiveSummary: summary.executiveSummary,
      keyPoints: summary.keyPoints,
      summaryConfidenceScore: summary.confidenceScore,
      summaryConclusion: summary.conclusion,
      summaryRiskFactors: summary.riskFactors,
      riskFactors: summary.riskFactors,
      summaryOpportunities: summary.opportunities,
      opportunities: summary.opportunities,
      recommendations: summary.recommendations,
      financialHighlights: summary.financialHighlights,
      keyMetrics: { ...summary.keyMetrics, fileSize: document.fileSize },
    });
    expect(document.extractedText).toContain('hard cap of $1.5B');
    expect(document.aiSummary).toContain(summary.executiveSummary);
    expect(document).not.toHaveProperty('blobSha256');
  });

  it('says what processing noticed without failing: text cut at the limit', async () => {
    const admin = await registerTeam(t.app);
    const document = await processed(admin, [deck, deck], 'long deck.pdf');
    expect(document.status).toBe('processed');
    expect(document.processingNotes).toEqual(['The text was cut after 400 characters']);
    expect(document.extractedText.length).toBeLessThanOrEqual(400);
    const listed = (await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json();
    expect(listed[0].processingNotes).toEqual(['The text was cut after 400 characters']);
  });

  it('answers 404 for an id that does not exist and 400 for one that is not a number', async () => {
    const admin = await registerTeam(t.app);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/documents/999999' })).statusCode).toBe(404);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/documents/abc' })).statusCode).toBe(400);
  });
});
