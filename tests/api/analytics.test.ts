import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, documents, investments } from '../../src/server/db/schema';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';
import { daysAgo, storeActivity, storeDocument, storeInvestment } from './analytics-fixtures';

const t = useTestApp();

async function get(who: SignedIn | null, url: string) {
  return as(t.app, who, { method: 'GET', url });
}

describe('GET /api/analytics/trends', () => {
  it('counts the range of the team: investments, documents, processing and activity', async () => {
    const owner = await registerTeam(t.app);
    const fund = await storeInvestment(t, owner, {
      status: 'approved',
      geography: 'Europe',
      strategy: 'Buyout',
    });
    await storeInvestment(t, owner, { geography: 'Europe', strategy: 'Venture', createdAt: daysAgo(3) });
    await storeInvestment(t, owner, { geography: 'Asia', strategy: 'Buyout', createdAt: daysAgo(40) });
    await storeInvestment(t, owner, { status: 'archived', createdAt: daysAgo(1) });
    await storeDocument(t, owner, { type: 'ddq', investmentId: fund, createdAt: daysAgo(2) });
    await storeDocument(t, owner, {
      type: 'ddq',
      investmentId: fund,
      status: 'processing',
      createdAt: daysAgo(20),
    });
    await storeDocument(t, owner, { type: 'lpa', status: 'analyzed', createdAt: daysAgo(100) });
    await storeDocument(t, owner, { type: 'lpa', status: 'archived' });
    await storeActivity(t, owner, 'Added a fund', daysAgo(1));
    await storeActivity(t, owner, 'Moved a fund', daysAgo(8));
    const stranger = await registerTeam(t.app);
    await storeInvestment(t, stranger, { geography: 'Mars' });
    await storeDocument(t, stranger, {});

    const all = (await get(owner, '/api/analytics/trends')).json();
    expect(all.range).toBe('all');
    expect(all.summary).toEqual({
      totalInvestments: 3,
      totalDocuments: 3,
      totalActivities: 2,
      avgDocumentsPerDeal: 0.7,
    });
    expect(all.dealTrends.byStatus).toEqual([
      { name: 'due_diligence', count: 2 },
      { name: 'approved', count: 1 },
    ]);
    expect(all.dealTrends.byGeography).toEqual([
      { name: 'Europe', count: 2 },
      { name: 'Asia', count: 1 },
    ]);
    expect(all.dealTrends.byStrategy).toEqual([
      { name: 'Buyout', count: 2 },
      { name: 'Venture', count: 1 },
    ]);
    expect(all.documentTrends.processingRate).toEqual({ processed: 2, processing: 1, total: 3, percent: 67 });
    expect(all.documentTrends.byType).toEqual([
      { name: 'ddq', count: 2 },
      { name: 'lpa', count: 1 },
    ]);
    expect(all.documentTrends.byMonth).toEqual([
      { month: '2026-02', types: [{ name: 'lpa', count: 1 }] },
      { month: '2026-05', types: [{ name: 'ddq', count: 2 }] },
    ]);
    expect(all.activityTrends).toEqual({ recentActivity: 1 });

    const week = (await get(owner, '/api/analytics/trends?range=7d')).json();
    expect(week.summary).toEqual({
      totalInvestments: 2,
      totalDocuments: 1,
      totalActivities: 1,
      avgDocumentsPerDeal: 0.5,
    });
    expect(week.documentTrends.processingRate).toEqual({
      processed: 1,
      processing: 0,
      total: 1,
      percent: 100,
    });
    const quarter = (await get(owner, '/api/analytics/trends?range=90d')).json();
    expect(quarter.summary.totalDocuments).toBe(2);
    expect(quarter.summary.totalInvestments).toBe(3);
  });

  it('takes a row created exactly at the start of the range, and not one a millisecond older', async () => {
    const owner = await registerTeam(t.app);
    for (const [range, days] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      await storeInvestment(t, owner, { createdAt: daysAgo(days) });
      await storeInvestment(t, owner, { createdAt: daysAgo(days, -1) });
      await storeDocument(t, owner, { createdAt: daysAgo(days) });
      await storeDocument(t, owner, { createdAt: daysAgo(days, -1) });
      await storeActivity(t, owner, 'edge', daysAgo(days));
      await storeActivity(t, owner, 'outside', daysAgo(days, -1));
      const { summary } = (await get(owner, `/api/analytics/trends?range=${range}`)).json();
      expect(summary.totalInvestments, range).toBe(1);
      expect(summary.totalDocuments, range).toBe(1);
      expect(summary.totalActivities, range).toBe(1);
      // The next range out would take these rows too: start it from none.
      await t.database.db.delete(investments).where(eq(investments.teamId, owner.user.teamId));
      await t.database.db.delete(documents).where(eq(documents.teamId, owner.user.teamId));
      await t.database.db.delete(activities).where(eq(activities.teamId, owner.user.teamId));
    }
  });

  it('answers an empty team with zeros, not fallbacks', async () => {
    const owner = await registerTeam(t.app);
    const trends = (await get(owner, '/api/analytics/trends?range=30d')).json();
    expect(trends.summary).toEqual({
      totalInvestments: 0,
      totalDocuments: 0,
      totalActivities: 0,
      avgDocumentsPerDeal: 0,
    });
    expect(trends.documentTrends).toEqual({
      processingRate: { processed: 0, processing: 0, total: 0, percent: 0 },
      byType: [],
      byMonth: [],
    });
  });
});

describe('GET /api/analytics/deal-types', () => {
  it('counts types, buckets target sizes by the B/M/K rule and sums strategies', async () => {
    const owner = await registerTeam(t.app);
    await storeInvestment(t, owner, { type: 'fund', targetSize: '$1.35B', strategy: 'Buyout' });
    await storeInvestment(t, owner, { type: 'fund', targetSize: '$500M', strategy: 'Buyout' });
    await storeInvestment(t, owner, { type: 'co-investment', targetSize: '$75M', strategy: 'Growth' });
    await storeInvestment(t, owner, {
      type: 'fund',
      targetSize: 'TBD',
      strategy: 'Credit',
      createdAt: daysAgo(31),
    });
    await storeInvestment(t, owner, {
      type: 'fund',
      targetSize: '$900K',
      strategy: 'Credit',
      createdAt: daysAgo(31),
    });
    await storeInvestment(t, await registerTeam(t.app), { type: 'co-investment', targetSize: '$9B' });

    const all = (await get(owner, '/api/analytics/deal-types')).json();
    expect(all.fundTypes).toEqual([
      { name: 'fund', count: 4 },
      { name: 'co-investment', count: 1 },
    ]);
    expect(all.sizeDistribution).toEqual([
      { name: 'Under $100M', count: 2 },
      { name: '$500M to $1B', count: 1 },
      { name: '$1B to $5B', count: 1 },
      { name: 'Not stated', count: 1 },
    ]);
    expect(all.strategies).toEqual([
      { name: 'Buyout', count: 2, totalTargetSize: 1.85e9 },
      { name: 'Credit', count: 2, totalTargetSize: 9e5 },
      { name: 'Growth', count: 1, totalTargetSize: 7.5e7 },
    ]);
    const month = (await get(owner, '/api/analytics/deal-types?range=30d')).json();
    expect(month.fundTypes).toEqual([
      { name: 'fund', count: 2 },
      { name: 'co-investment', count: 1 },
    ]);
    expect(month.strategies.map((s: { name: string }) => s.name)).toEqual(['Buyout', 'Growth']);
  });

  it('lists every strategy and geography, so none goes missing from a chart', async () => {
    const owner = await registerTeam(t.app);
    for (let i = 0; i < 7; i += 1)
      await storeInvestment(t, owner, { strategy: `Strategy ${i}`, geography: `Region ${i}` });
    const dealTypes = (await get(owner, '/api/analytics/deal-types')).json();
    expect(dealTypes.strategies).toHaveLength(7);
    const trends = (await get(owner, '/api/analytics/trends')).json();
    expect(trends.dealTrends.byStrategy).toHaveLength(7);
    expect(trends.dealTrends.byGeography).toHaveLength(7);
    expect(dealTypes.sizeDistribution).toEqual([{ name: '$500M to $1B', count: 7 }]);
  });
});

describe('GET /api/analytics/detailed', () => {
  it('answers the raw rows of the kind for the range, newest first, with the range total', async () => {
    const owner = await registerTeam(t.app);
    await storeInvestment(t, owner, { name: 'Recent Fund', createdAt: daysAgo(1) });
    await storeInvestment(t, owner, { name: 'Old Fund', createdAt: daysAgo(60) });
    await storeDocument(t, owner, { name: 'new.pdf', createdAt: daysAgo(1) });
    await storeDocument(t, owner, { name: 'old.pdf', createdAt: daysAgo(10) });
    await storeActivity(t, owner, 'Recent move', daysAgo(2));
    const stranger = await registerTeam(t.app);
    await storeInvestment(t, stranger, { name: 'Their Fund' });

    const investments = (await get(owner, '/api/analytics/detailed?kind=investments')).json();
    expect(investments.kind).toBe('investments');
    expect(investments.total).toBe(2);
    expect(investments.rows.map((row: { name: string }) => row.name)).toEqual(['Recent Fund', 'Old Fund']);
    const recent = (await get(owner, '/api/analytics/detailed?kind=investments&range=30d')).json();
    expect(recent.rows.map((row: { name: string }) => row.name)).toEqual(['Recent Fund']);

    const documents = (await get(owner, '/api/analytics/detailed?kind=documents&range=7d')).json();
    expect(documents.total).toBe(1);
    expect(documents.rows[0]).toMatchObject({ name: 'new.pdf', type: 'ddq', status: 'processed' });
    expect(documents.rows[0]).not.toHaveProperty('extractedText');

    const activity = (await get(owner, '/api/analytics/detailed?kind=activity')).json();
    expect(activity.rows.map((row: { description: string }) => row.description)).toEqual(['Recent move']);
    expect((await get(stranger, '/api/analytics/detailed?kind=documents')).json().rows).toEqual([]);
  });
});

describe('analytics parameters and access', () => {
  it('refuses an unknown range or kind with 400 naming the field, and a signed-out caller with 401', async () => {
    const owner = await registerTeam(t.app);
    for (const path of ['trends', 'keywords', 'deal-types', 'detailed?kind=documents&']) {
      const joiner = path.endsWith('&') ? '' : '?';
      const response = await get(owner, `/api/analytics/${path}${joiner}range=1y`);
      expect(response.statusCode, path).toBe(400);
      expect(Object.keys(response.json().fieldErrors), path).toEqual(['range']);
    }
    const unknownKind = await get(owner, '/api/analytics/detailed?kind=notes');
    expect(unknownKind.statusCode).toBe(400);
    expect(Object.keys(unknownKind.json().fieldErrors)).toEqual(['kind']);
    const missingKind = await get(owner, '/api/analytics/detailed?range=7d');
    expect(missingKind.statusCode).toBe(400);
    expect(Object.keys(missingKind.json().fieldErrors)).toEqual(['kind']);
    const unknownParameter = await get(owner, '/api/analytics/trends?rnage=7d');
    expect(unknownParameter.statusCode).toBe(400);
    for (const path of ['trends', 'keywords', 'deal-types', 'detailed?kind=activity']) {
      expect((await get(null, `/api/analytics/${path}`)).statusCode, path).toBe(401);
    }
  });

  it('lets every role read', async () => {
    const owner = await registerTeam(t.app);
    await storeInvestment(t, owner, {});
    for (const role of ['viewer', 'member'] as const) {
      const who = await addMember(t.app, owner, role);
      for (const path of ['trends', 'keywords', 'deal-types', 'detailed?kind=investments']) {
        expect((await get(who, `/api/analytics/${path}`)).statusCode, `${role} ${path}`).toBe(200);
      }
      expect((await get(who, '/api/analytics/trends')).json().summary.totalInvestments).toBe(1);
    }
  });
});
