import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema';
import { backfillBatch } from '../../src/server/modules/analytics/backfill-document-terms';
import { countDocumentTerms } from '../../src/server/modules/analytics/count-document-terms';
import { storeDocumentTerms } from '../../src/server/modules/analytics/store-document-terms';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { daysAgo, storeDocument } from './analytics-fixtures';

const t = useTestApp();

async function keywords(who: SignedIn, range = 'all') {
  const response = await as(t.app, who, { method: 'GET', url: `/api/analytics/keywords?range=${range}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const deckText =
  'The fund invests in software and healthcare companies. The fund may use leverage, and leverage ' +
  "could hurt returns. The manager's proprietary deal flow and the growth of software markets help. " +
  'Software software.';

describe('GET /api/analytics/keywords', () => {
  it('adds up the words of the processed documents, without stop words, as written', async () => {
    const owner = await registerTeam(t.app);
    await storeDocument(t, owner, { text: deckText });
    await storeDocument(t, owner, { text: 'Software for the fund; fund terms. Litigation risk is low.' });
    await storeDocument(t, owner, { text: 'Nothing counted here', status: 'processing' });
    await storeDocument(t, owner, { text: 'Nor here', status: 'error' });
    const stranger = await registerTeam(t.app);
    await storeDocument(t, stranger, { text: 'Stranger stranger stranger words' });

    const result = await keywords(owner);
    expect(result.documentsAnalyzed).toBe(2);
    expect(result.topKeywords.slice(0, 3)).toEqual([
      { word: 'software', count: 5 },
      { word: 'fund', count: 4 },
      { word: 'leverage', count: 2 },
    ]);
    const words = result.topKeywords.map((keyword: { word: string }) => keyword.word);
    expect(words).not.toContain('the');
    expect(words).not.toContain('stranger');
    // 'manager's' is counted as the word people wrote, less the possessive; no stemming of 'markets'.
    expect(result.riskKeywords).toEqual([
      { word: 'leverage', count: 2 },
      { word: 'litigation', count: 1 },
    ]);
    expect(result.opportunityKeywords).toEqual([
      { word: 'deal flow', count: 1 },
      { word: 'growth', count: 1 },
      { word: 'proprietary', count: 1 },
    ]);
    expect(result.industryKeywords).toEqual([
      { word: 'technology', count: 5 },
      { word: 'healthcare', count: 1 },
    ]);
    // deckText: 21 words of three letters or more that are not stop words; the second text 7.
    expect(result.totalWordsAnalyzed).toBe(21 + 7);
    expect(result.uniqueWords).toBe(20);
    expect(result.topKeywords.length).toBeLessThanOrEqual(10);

    expect((await keywords(stranger)).topKeywords).toEqual([
      { word: 'stranger', count: 3 },
      { word: 'words', count: 1 },
    ]);
  });

  it('shows at most 10 keywords', async () => {
    const owner = await registerTeam(t.app);
    const words = Array.from({ length: 15 }, (_, i) => `term${String.fromCharCode(97 + i)}`);
    await storeDocument(t, owner, { text: words.map((word, i) => `${word} `.repeat(i + 1)).join(' ') });
    const result = await keywords(owner);
    expect(result.topKeywords).toHaveLength(10);
    expect(result.topKeywords[0]).toEqual({ word: 'termo', count: 15 });
    expect(result.uniqueWords).toBe(15);
  });

  it('counts a range from its first millisecond, on the day it starts and after', async () => {
    const owner = await registerTeam(t.app);
    // The 7-day range starts on 2026-05-25 at 09:00 UTC: the same day's earlier document is outside.
    await storeDocument(t, owner, { text: 'alpha', createdAt: daysAgo(7) });
    await storeDocument(t, owner, { text: 'beta', createdAt: daysAgo(7, -1) });
    await storeDocument(t, owner, { text: 'gamma alpha', createdAt: daysAgo(3) });
    await storeDocument(t, owner, { text: 'delta', createdAt: daysAgo(29) });
    await storeDocument(t, owner, { text: 'epsilon', createdAt: daysAgo(400) });

    const week = await keywords(owner, '7d');
    expect(week.documentsAnalyzed).toBe(2);
    expect(week.topKeywords).toEqual([
      { word: 'alpha', count: 2 },
      { word: 'gamma', count: 1 },
    ]);
    expect(week.uniqueWords).toBe(2);
    expect(week.totalWordsAnalyzed).toBe(3);
    const month = await keywords(owner, '30d');
    expect(month.topKeywords.map((k: { word: string }) => k.word)).toEqual([
      'alpha',
      'beta',
      'delta',
      'gamma',
    ]);
    expect((await keywords(owner, '90d')).documentsAnalyzed).toBe(4);
    const all = await keywords(owner, 'all');
    expect(all.documentsAnalyzed).toBe(5);
    expect(all.uniqueWords).toBe(5);
  });

  it('forgets a deleted document and counts a document once however often it is asked', async () => {
    const owner = await registerTeam(t.app);
    await storeDocument(t, owner, { text: 'carry carry hurdle', createdAt: daysAgo(2) });
    const removed = await storeDocument(t, owner, { text: 'carry waterfall', createdAt: daysAgo(2) });
    await keywords(owner);
    await keywords(owner, '7d');
    for (const range of ['all', '7d']) {
      expect((await keywords(owner, range)).topKeywords, range).toEqual([
        { word: 'carry', count: 3 },
        { word: 'hurdle', count: 1 },
        { word: 'waterfall', count: 1 },
      ]);
    }
    const deleted = await as(t.app, owner, { method: 'DELETE', url: `/api/documents/${removed}` });
    expect(deleted.statusCode).toBe(204);
    for (const range of ['all', '7d']) {
      const result = await keywords(owner, range);
      expect(result.topKeywords, range).toEqual([
        { word: 'carry', count: 2 },
        { word: 'hurdle', count: 1 },
      ]);
      expect(result.uniqueWords, range).toBe(2);
      expect(result.documentsAnalyzed, range).toBe(1);
    }
  });

  it('replaces a document counted again (a re-analysis) instead of adding it twice', async () => {
    const owner = await registerTeam(t.app);
    const id = await storeDocument(t, owner, { text: 'carry carry hurdle', createdAt: daysAgo(2) });
    await keywords(owner);
    await t.database.db
      .update(documents)
      .set({ extractedText: 'waterfall carry' })
      .where(eq(documents.id, id));
    await storeDocumentTerms(t.database.db, {
      documentId: id,
      teamId: owner.user.teamId,
      counted: countDocumentTerms('waterfall carry'),
    });
    for (const range of ['all', '7d']) {
      const result = await keywords(owner, range);
      expect(result.topKeywords, range).toEqual([
        { word: 'carry', count: 1 },
        { word: 'waterfall', count: 1 },
      ]);
      expect(result.uniqueWords, range).toBe(2);
      expect(result.totalWordsAnalyzed, range).toBe(2);
      expect(result.documentsAnalyzed, range).toBe(1);
    }
  });

  it('counts documents processed before counts were stored, a bounded batch per request', async () => {
    const owner = await registerTeam(t.app);
    const total = backfillBatch * 2 + 3;
    for (let i = 0; i < total; i += 1) await storeDocument(t, owner, { text: 'backlog' });
    const seen: number[] = [];
    for (let request = 0; request < 4; request += 1) seen.push((await keywords(owner)).documentsAnalyzed);
    expect(seen).toEqual([backfillBatch, backfillBatch * 2, total, total]);
    expect((await keywords(owner)).topKeywords).toEqual([{ word: 'backlog', count: total }]);
    const counted = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.teamId, owner.user.teamId));
    expect(counted).toHaveLength(total);
  });

  it('answers a team with no processed documents with empty lists and zeros', async () => {
    const owner = await registerTeam(t.app);
    expect(await keywords(owner, '30d')).toEqual({
      range: '30d',
      documentsAnalyzed: 0,
      topKeywords: [],
      industryKeywords: [],
      totalWordsAnalyzed: 0,
      uniqueWords: 0,
      riskKeywords: [],
      opportunityKeywords: [],
    });
  });
});
