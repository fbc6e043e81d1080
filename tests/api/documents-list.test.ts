import { describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';

const t = useTestApp();

async function storeDocument(
  owner: SignedIn,
  values: { name: string; investmentId?: number; status?: string },
) {
  await t.database.db.insert(documents).values({
    teamId: owner.user.teamId,
    name: values.name,
    type: 'ddq',
    mimeType: 'application/pdf',
    fileSize: 1234,
    blobSha256: 'a'.repeat(64),
    category: 'compliance',
    investmentId: values.investmentId ?? null,
    status: values.status ?? 'processed',
  });
}

describe('GET /api/documents', () => {
  it('lists the team documents, or one investment documents, never another team', async () => {
    const owner = await registerTeam(t.app);
    const stranger = await registerTeam(t.app);
    const investment = (
      await as(t.app, owner, { method: 'POST', url: '/api/investments', payload: investmentInput() })
    ).json();
    await storeDocument(owner, { name: 'General.pdf' });
    await storeDocument(owner, { name: 'DDQ.pdf', investmentId: investment.id });
    await storeDocument(stranger, { name: 'Theirs.pdf' });

    const all = (await as(t.app, owner, { method: 'GET', url: '/api/documents' })).json();
    expect(all.map((d: { name: string }) => d.name).sort()).toEqual(['DDQ.pdf', 'General.pdf']);
    const ofInvestment = (
      await as(t.app, owner, { method: 'GET', url: `/api/documents?investmentId=${investment.id}` })
    ).json();
    expect(ofInvestment.map((d: { name: string }) => d.name)).toEqual(['DDQ.pdf']);
    expect(ofInvestment[0]).not.toHaveProperty('blobSha256');

    const theirs = (
      await as(t.app, stranger, { method: 'GET', url: `/api/documents?investmentId=${investment.id}` })
    ).json();
    expect(theirs).toEqual([]);
    expect(
      (await as(t.app, owner, { method: 'GET', url: '/api/documents?investmentId=abc' })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401);
  });
});
