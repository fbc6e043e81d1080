import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';
import { multipart } from './multipart';
import { useSecondApp } from './second-app';

const t = useTestApp({ processDocuments: true });
const other = useSecondApp(t);

async function createInvestment(who: SignedIn, overrides = {}) {
  const response = await as(t.app, who, {
    method: 'POST',
    url: '/api/investments',
    payload: investmentInput(overrides),
  });
  return response.json() as { id: number };
}

async function uploadProcessed(who: SignedIn, investmentId: number, type: string, lines: string[]) {
  const body = await multipart([{ name: `${type}.pdf`, content: makePdf([lines]) }], {
    metadata_0: JSON.stringify({
      type,
      category: 'financial',
      confidentialityLevel: 'internal',
      investmentId,
    }),
  });
  const uploaded = await as(t.app, who, { method: 'POST', url: '/api/documents/upload', ...body });
  const [document] = uploaded.json().documents as Array<{ id: number }>;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const row = (await as(t.app, who, { method: 'GET', url: `/api/documents/${document.id}` })).json();
    if (row.status !== 'processing') return row as { id: number; status: string };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`document ${document.id} is still processing`);
}

const analysisOf = (who: SignedIn | null, id: number | string, query = '') =>
  as(t.app, who, { method: 'GET', url: `/api/investments/${id}/analysis${query}` });

describe('GET /api/investments/{id}/analysis', () => {
  it('scores the investment on a rubric whose evidence points at its fields, notes and documents', async () => {
    const admin = await registerTeam(t.app);
    const investment = await createInvestment(admin, {
      fundManager: 'Northbridge Capital',
      managementFee: '2.0%',
      carriedInterest: '20%',
      irr: '18.5%',
      multiple: '2.1x',
    });
    const note = (
      await as(t.app, admin, {
        method: 'POST',
        url: `/api/investments/${investment.id}/notes`,
        payload: {
          content: 'Met all three partners; they have worked together since 2009.',
          type: 'management_team',
        },
      })
    ).json();
    const deck = await uploadProcessed(admin, investment.id, 'fund_deck', [
      'Northbridge Growth Partners IV invests in vertical software.',
      'Key risks include key-person dependency on the two founding partners.',
    ]);
    expect(deck.status).toBe('processed');

    const response = await analysisOf(admin, investment.id);
    expect(response.statusCode).toBe(200);
    const analysis = response.json();
    expect(analysis.rubric.map((item: { criterion: string }) => item.criterion)).toEqual([
      'performance',
      'terms',
      'team',
      'strategy_fit',
      'core_documents',
      'risks',
    ]);
    const weighted = analysis.rubric.reduce(
      (sum: number, item: { weight: number; score: number }) => sum + item.weight * item.score,
      0,
    );
    expect(analysis.investmentScore).toBeCloseTo(Math.round(weighted * 10) / 10);
    const rubric = Object.fromEntries(
      analysis.rubric.map((item: { criterion: string }) => [item.criterion, item]),
    );
    expect(rubric.performance.evidence).toContainEqual({
      kind: 'field',
      field: 'irr',
      label: 'IRR',
      value: '18.5%',
    });
    expect(rubric.team.evidence).toContainEqual(expect.objectContaining({ kind: 'note', noteId: note.id }));
    expect(rubric.core_documents.rationale).toMatch(/^1 of 4 core documents processed; missing: DDQ/);
    expect(rubric.core_documents.evidence).toContainEqual(
      expect.objectContaining({ kind: 'document', documentId: deck.id }),
    );
    expect(analysis.financialAnalysis).toEqual({
      targetSize: '$1.35B',
      managementFee: '2.0%',
      carriedInterest: '20%',
      projectedIRR: '18.5%',
      projectedMultiple: '2.1x',
    });
    expect(analysis.financialSources.targetSize).toEqual({
      kind: 'field',
      field: 'targetSize',
      label: 'Target size',
      value: '$1.35B',
    });
    expect(['PROCEED', 'CAUTION', 'DECLINE']).toContain(analysis.recommendation);
    expect(['Low', 'Medium', 'High']).toContain(analysis.riskLevel);
    expect(analysis.generatedAt).toBe(t.clock.now().toISOString());
  });

  it("reads the fund's terms and a prior fund's record from its documents, citing the page", async () => {
    const admin = await registerTeam(t.app);
    const investment = await createInvestment(admin, { managementFee: null, carriedInterest: null });
    const body = await multipart(
      [
        {
          name: 'Northbridge IV deck.pdf',
          content: makePdf([
            ['Northbridge Growth Partners IV', 'Fund overview and team.'],
            [
              'Key terms',
              'The management fee is 1.75% of commitments and carried interest is 20% over an 8% hurdle.',
              'Fund III has generated a net IRR of 24.5% and a net TVPI of 2.3x since its 2019 vintage.',
            ],
          ]),
        },
      ],
      {
        metadata_0: JSON.stringify({
          type: 'fund_deck',
          category: 'marketing',
          confidentialityLevel: 'internal',
          investmentId: investment.id,
        }),
      },
    );
    const [deck] = (await as(t.app, admin, { method: 'POST', url: '/api/documents/upload', ...body })).json()
      .documents as Array<{ id: number }>;
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const row = (await as(t.app, admin, { method: 'GET', url: `/api/documents/${deck.id}` })).json();
      if (row.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const analysis = (await analysisOf(admin, investment.id)).json();
    expect(analysis.financialAnalysis.managementFee).toBe('1.75%');
    expect(analysis.financialSources.managementFee).toMatchObject({
      kind: 'document',
      documentId: deck.id,
      documentName: 'Northbridge IV deck.pdf',
      page: 2,
    });
    expect(analysis.financialSources.managementFee.quote).toContain('1.75%');
    const performance = analysis.rubric.find(
      (item: { criterion: string }) => item.criterion === 'performance',
    );
    expect(performance.rationale).toContain('24.5%');
    expect(performance.evidence[0]).toMatchObject({ kind: 'document', documentId: deck.id, page: 2 });
    const terms = analysis.rubric.find((item: { criterion: string }) => item.criterion === 'terms');
    expect(terms.rationale).toMatch(/hurdle 8%/);
  });

  it('follows changes to the investment: a new document and a new note change what it says', async () => {
    const admin = await registerTeam(t.app);
    const investment = await createInvestment(admin, { keyRisks: [] });
    const criterion = (
      analysis: { rubric: Array<{ criterion: string; score: number; rationale: string }> },
      name: string,
    ) => analysis.rubric.find((item) => item.criterion === name)!;

    const empty = (await analysisOf(admin, investment.id)).json();
    expect(criterion(empty, 'core_documents').rationale).toMatch(/^0 of 4 core documents processed/);

    await uploadProcessed(admin, investment.id, 'lpa', ['Limited Partnership Agreement of Northbridge IV.']);
    const withLpa = (await analysisOf(admin, investment.id)).json();
    expect(criterion(withLpa, 'core_documents').rationale).toMatch(/^1 of 4 core documents processed/);
    expect(criterion(withLpa, 'risks').rationale).toBe(
      'No risks are recorded or stated in the processed documents.',
    );

    await as(t.app, admin, {
      method: 'POST',
      url: `/api/investments/${investment.id}/notes`,
      payload: { content: 'Heavy leverage at the portfolio level.', type: 'risk_assessment' },
    });
    const withRisk = (await analysisOf(admin, investment.id)).json();
    expect(criterion(withRisk, 'risks').score).toBeLessThan(criterion(withLpa, 'risks').score);
    expect(withRisk.risks).toContainEqual(
      expect.objectContaining({ description: 'Heavy leverage at the portfolio level.', severity: 'High' }),
    );
  });

  it('keeps the analysis until the investment, its documents or its notes change', async () => {
    const admin = await registerTeam(t.app);
    const investment = await createInvestment(admin);
    const generatedAt = async (query = '') => {
      t.clock.advance(60_000);
      const response = await analysisOf(admin, investment.id, query);
      expect(response.statusCode).toBe(200);
      return response.json().generatedAt as string;
    };
    const change = async (options: Parameters<typeof as>[2]) => {
      t.clock.advance(60_000);
      const response = await as(t.app, admin, options);
      expect(response.statusCode).toBeLessThan(300);
      return response;
    };

    const first = await generatedAt();
    expect(await generatedAt()).toBe(first);
    const refreshed = await generatedAt('?refresh=true');
    expect(refreshed).not.toBe(first);
    expect(await generatedAt()).toBe(refreshed);

    const note = (
      await change({
        method: 'POST',
        url: `/api/investments/${investment.id}/notes`,
        payload: { content: 'Fee holiday for first close.' },
      })
    ).json();
    const afterNote = await generatedAt();
    expect(afterNote).not.toBe(refreshed);
    expect(await generatedAt()).toBe(afterNote);

    await change({ method: 'PUT', url: `/api/notes/${note.id}`, payload: { content: 'No fee holiday.' } });
    const afterNoteEdit = await generatedAt();
    expect(afterNoteEdit).not.toBe(afterNote);

    await change({ method: 'PATCH', url: `/api/investments/${investment.id}`, payload: { irr: '19%' } });
    const afterEdit = await generatedAt();
    expect(afterEdit).not.toBe(afterNoteEdit);

    t.clock.advance(60_000);
    const lpa = await uploadProcessed(admin, investment.id, 'lpa', ['Limited Partnership Agreement.']);
    const afterUpload = await generatedAt();
    expect(afterUpload).not.toBe(afterEdit);

    // The memo is filed as a document of the investment, but it is not evidence: nothing changed.
    await change({ method: 'POST', url: `/api/investments/${investment.id}/memo/generate` });
    expect(await generatedAt()).toBe(afterUpload);

    await change({ method: 'DELETE', url: `/api/documents/${lpa.id}` });
    const afterDelete = await generatedAt();
    expect(afterDelete).not.toBe(afterUpload);

    await change({ method: 'DELETE', url: `/api/notes/${note.id}` });
    expect(await generatedAt()).not.toBe(afterDelete);
  });

  it('serves the same stored analysis from every process, and a refresh in one to the other', async () => {
    const admin = await registerTeam(t.app);
    const investment = await createInvestment(admin);
    const generatedAt = async (app: FastifyInstance, query = '') => {
      t.clock.advance(60_000);
      const url = `/api/investments/${investment.id}/analysis${query}`;
      return (await as(app, admin, { method: 'GET', url })).json().generatedAt as string;
    };

    const first = await generatedAt(t.app);
    expect(await generatedAt(other())).toBe(first);
    const refreshed = await generatedAt(other(), '?refresh=true');
    expect(refreshed).not.toBe(first);
    expect(await generatedAt(t.app)).toBe(refreshed);

    t.clock.advance(60_000);
    await as(t.app, admin, {
      method: 'POST',
      url: `/api/investments/${investment.id}/notes`,
      payload: { content: 'Second close slipped a quarter.' },
    });
    expect(await generatedAt(other())).not.toBe(refreshed);
  });

  it('answers a refresh flag that is not true or false with 400', async () => {
    const admin = await registerTeam(t.app);
    const investment = await createInvestment(admin);
    const response = await analysisOf(admin, investment.id, '?refresh=yes');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid querystring');
  });

  it('lets every role read, and answers another team, an unknown id and a bad id as such', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    const investment = await createInvestment(admin);
    expect((await analysisOf(viewer, investment.id)).statusCode).toBe(200);

    const stranger = await registerTeam(t.app);
    const theirs = await analysisOf(stranger, investment.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Investment not found');
    expect((await analysisOf(admin, 2_000_000)).statusCode).toBe(404);
    expect((await analysisOf(admin, 'abc')).statusCode).toBe(400);
    expect((await analysisOf(null, investment.id)).statusCode).toBe(401);
  });
});
