import { describe, expect, it } from 'vitest';
import { maxResearchQueryLength } from '@shared/tools';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { addInvestment, uploadProcessed } from './analyst-fixtures';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';

const t = useTestApp({ processDocuments: true });

const research = (who: SignedIn | null, query: unknown) =>
  as(t.app, who, { method: 'POST', url: '/api/tools/company-research', payload: { query } });

describe('POST /api/tools/company-research', () => {
  it('finds what the team holds on a company, quoted with links inside the app', async () => {
    const admin = await registerTeam(t.app);
    const investmentId = await addInvestment(t.app, admin, {
      name: 'Tillwise Logistics Co-Invest',
      type: 'co-investment',
    });
    const [memo] = await uploadProcessed(t.app, admin, [
      {
        name: 'Tillwise diligence.pdf',
        content: makePdf([
          ['Diligence summary'],
          ['Tillwise grew revenue 34% in 2025 and operates 41 warehouses across the Nordics.'],
        ]),
      },
    ]);

    const response = await research(admin, 'Tillwise');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.summary).toContain('"Tillwise"');
    expect(body.keyFindings).toContainEqual(
      expect.stringContaining('Tillwise grew revenue 34% in 2025 and operates 41 warehouses'),
    );
    expect(body.sources).toContainEqual({
      title: 'Tillwise diligence.pdf, p. 2',
      url: `/documents/${memo}?page=2`,
    });
    expect(body.sources).toContainEqual({
      title: 'Tillwise Logistics Co-Invest',
      url: `/investments/${investmentId}`,
    });
    for (const finding of body.keyFindings as string[]) {
      // Every finding names the source it is quoted from.
      expect(body.sources.some((source: { title: string }) => finding.endsWith(`(${source.title})`))).toBe(
        true,
      );
    }
    expect((await as(t.app, admin, { method: 'GET', url: '/api/metrics' })).json().aiQueries).toBe(1);
  });

  it("says plainly when the team holds nothing on the topic, and never shows another team's", async () => {
    const owner = await registerTeam(t.app);
    await addInvestment(t.app, owner, { name: 'Quillon Maritime Fund' });
    const stranger = await registerTeam(t.app);
    const body = (await research(stranger, 'Quillon')).json();
    expect(body).toEqual({
      summary: expect.stringContaining('Nothing in your team'),
      keyFindings: [],
      sources: [],
      fallback: false,
      unverifiedFigures: [],
    });
  });

  it('refuses a blank or oversized query naming the field, lets viewers research, and needs sign-in', async () => {
    const admin = await registerTeam(t.app);
    for (const query of ['   ', 'x'.repeat(maxResearchQueryLength + 1), 42]) {
      const response = await research(admin, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('query');
    }
    const viewer = await addMember(t.app, admin, 'viewer');
    expect((await research(viewer, 'logistics')).statusCode).toBe(200);
    expect((await research(null, 'logistics')).statusCode).toBe(401);
  });
});
