import { describe, expect, it } from 'vitest';
import { documentSearchPageSize, documentSearchTotalHeader } from '@shared/document';
import { documents } from '../../src/server/db/schema';
import { rankedCandidates } from '../../src/server/modules/documents/search-documents';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';

const t = useTestApp();

type Stored = { name: string; text: string | null; daysAgo?: number; investmentId?: number };

/** Processed documents written straight to the table, as many as a test needs, in one insert. */
async function store(owner: SignedIn, rows: Stored[]) {
  const now = Date.parse('2026-06-01T09:00:00Z');
  await t.database.db.insert(documents).values(
    rows.map((row) => ({
      teamId: owner.user.teamId,
      name: row.name,
      type: 'other',
      mimeType: 'application/pdf',
      fileSize: 1234,
      blobSha256: 'b'.repeat(64),
      category: 'operational',
      status: row.text === null ? 'processing' : 'processed',
      extractedText: row.text,
      investmentId: row.investmentId ?? null,
      createdAt: new Date(now - (row.daysAgo ?? 0) * 86_400_000),
    })),
  );
}

async function search(who: SignedIn, q: string, investmentId?: number) {
  const query = new URLSearchParams({ q, ...(investmentId ? { investmentId: String(investmentId) } : {}) });
  const response = await as(t.app, who, { method: 'GET', url: `/api/documents?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const hits: { name: string; rank: number; snippet: string }[] = response.json();
  return { hits, total: Number(response.headers[documentSearchTotalHeader.toLowerCase()]) };
}

describe('GET /api/documents?q=', () => {
  it('sends the best page of hits, ranked, and counts every match in a header', async () => {
    const owner = await registerTeam(t.app);
    await store(owner, [
      ...Array.from({ length: 24 }, (_, i) => ({
        name: `Report ${i}.pdf`,
        text: `Quarterly report ${i}. The portfolio company sources lithium from two mines.`,
      })),
      { name: 'Battery metals.pdf', text: 'Lithium prices, lithium supply and lithium refining capacity.' },
      { name: 'Unrelated.pdf', text: 'Office lease renewal terms.' },
    ]);
    const { hits, total } = await search(owner, 'lithium');
    expect(total).toBe(25);
    expect(hits).toHaveLength(documentSearchPageSize);
    expect(hits[0].name).toBe('Battery metals.pdf');
    const ranks = hits.map((hit) => hit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('keeps a document named for the words among the hits when more match than are ranked', async () => {
    const owner = await registerTeam(t.app);
    await store(owner, [
      ...Array.from({ length: rankedCandidates + 5 }, (_, i) => ({
        name: `Monthly letter ${i}.pdf`,
        text: `Letter ${i}: cobalt exposure is unchanged.`,
        daysAgo: i,
      })),
      // The oldest match by far: only its name puts it among the matches that are ranked.
      { name: 'Cobalt royalties.pdf', text: 'A royalty stream on cobalt output.', daysAgo: 5000 },
    ]);
    const { hits, total } = await search(owner, 'cobalt');
    expect(total).toBe(rankedCandidates + 6);
    expect(hits[0].name).toBe('Cobalt royalties.pdf');
  });

  it('highlights a match deep inside a long text, in the form the text uses', async () => {
    const owner = await registerTeam(t.app);
    const preamble = 'This limited partnership agreement sets out general provisions. '.repeat(2000);
    await store(owner, [
      { name: 'Model LPA.pdf', text: `${preamble}Escrow: listed equities held by the escrow agent.` },
    ]);
    const [byWord] = (await search(owner, 'escrow')).hits;
    expect(byWord.snippet).toContain('<mark>Escrow</mark>');
    // 'equity' is stored as 'equiti'; the snippet still finds 'equities' 120,000 characters in.
    const [byStem] = (await search(owner, 'equity')).hits;
    expect(byStem.snippet).toContain('<mark>equities</mark>');
  });

  it('finds a document by the words of its file name before its text is extracted', async () => {
    const owner = await registerTeam(t.app);
    await store(owner, [
      { name: 'Harbourview side letter.pdf', text: null },
      { name: 'Northbridge_Fund_IV_DDQ.docx', text: null },
    ]);
    expect((await search(owner, 'DDQ')).hits.map((hit) => hit.name)).toEqual([
      'Northbridge_Fund_IV_DDQ.docx',
    ]);
    const { hits, total } = await search(owner, 'side letter');
    expect(total).toBe(1);
    expect(hits[0].snippet).toContain('<mark>side</mark>');
  });

  it("keeps to one investment's documents when asked, and to the team's always", async () => {
    const owner = await registerTeam(t.app);
    const stranger = await registerTeam(t.app);
    const investment = (
      await as(t.app, owner, { method: 'POST', url: '/api/investments', payload: investmentInput() })
    ).json();
    await store(owner, [
      { name: 'Deck.pdf', text: 'Helium storage assets.', investmentId: investment.id },
      { name: 'Market note.pdf', text: 'Helium markets overview.' },
    ]);
    await store(stranger, [{ name: 'Their helium memo.pdf', text: 'Helium.' }]);
    expect((await search(owner, 'helium', investment.id)).hits.map((hit) => hit.name)).toEqual(['Deck.pdf']);
    expect((await search(owner, 'helium')).total).toBe(2);
    expect(await search(stranger, 'storage')).toEqual({ hits: [], total: 0 });
    expect(await search(stranger, 'helium', investment.id)).toEqual({ hits: [], total: 0 });
  });

  it('answers words that are all too common to index with no hits, and empty text with 400', async () => {
    const owner = await registerTeam(t.app);
    await store(owner, [{ name: 'The deck.pdf', text: 'The fund and the team.' }]);
    expect(await search(owner, 'the and')).toEqual({ hits: [], total: 0 });
    const blank = await as(t.app, owner, { method: 'GET', url: '/api/documents?q=%20%20' });
    expect(blank.statusCode).toBe(400);
  });
});
