import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';

const t = useTestApp({ processDocuments: true });

async function settledDocument(who: SignedIn, id: number) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const row = (await as(t.app, who, { method: 'GET', url: `/api/documents/${id}` })).json();
    if (row.status !== 'processing') return row as { status: string };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`document ${id} is still processing`);
}

describe('POST /api/investments/{id}/memo/generate', () => {
  it('answers a PDF memo, files it as a memo document and counts it', async () => {
    const admin = await registerTeam(t.app, { teamName: 'Harbour Lane Capital' });
    const investment = (
      await as(t.app, admin, {
        method: 'POST',
        url: '/api/investments',
        payload: investmentInput({ managementFee: '1.75%', carriedInterest: '20%', irr: '21.4%' }),
      })
    ).json();
    await as(t.app, admin, {
      method: 'POST',
      url: `/api/investments/${investment.id}/notes`,
      payload: { content: 'Reference calls with two LPs were positive.', type: 'due_diligence' },
    });

    const response = await as(t.app, admin, {
      method: 'POST',
      url: `/api/investments/${investment.id}/memo/generate`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`investment-memo-${investment.id}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const documents = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents?investmentId=${investment.id}` })
    ).json();
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      type: 'memo',
      mimeType: 'application/pdf',
      category: 'operational',
    });
    expect(documents[0].name).toMatch(
      /^Investment memo Northbridge Growth Partners IV \d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect((await settledDocument(admin, documents[0].id)).status).toBe('processed');

    // The filed memo is read back by the same extractor as any upload: its text is real text.
    const { content } = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents/${documents[0].id}/view` })
    ).json();
    const text = content.replace(/\s+/g, ' ');
    expect(text).toContain('INVESTMENT COMMITTEE MEMO');
    expect(text).toContain('Harbour Lane Capital');
    expect(text).toMatch(/1\.75% \[\d\]/);
    expect(text).toMatch(/21\.4% \[\d\]/);
    expect(text).toMatch(/\[1\] from the pipeline record/);
    // Each figure's note is at the foot of the page the figure is on (pages end in a form feed).
    const pages = (content as string).split('\f').map((page) => page.replace(/\s+/g, ' '));
    const [feePage] = pages.filter((page) => /1\.75% \[\d+\]/.test(page));
    const feeNote = /1\.75% \[(\d+)\]/.exec(feePage)![1];
    expect(feePage).toMatch(new RegExp(`\\[${feeNote}\\] from the pipeline record`));
    expect(text).toContain('No DDQ (Due Diligence Questionnaire) has been uploaded.');
    expect(text).toContain('Reference calls with two LPs were positive.');

    const metrics = (await as(t.app, admin, { method: 'GET', url: '/api/metrics' })).json();
    expect(metrics).toMatchObject({ memosGenerated: 1, memosThisWeek: 1 });
    const feed = (await as(t.app, admin, { method: 'GET', url: '/api/activities' })).json();
    expect(feed.map((item: { description: string }) => item.description)).toContain(
      'Generated an investment memo for Northbridge Growth Partners IV',
    );
  });

  it('never makes the memo a source: it keeps no figures or passages, and no answer cites it', async () => {
    const admin = await registerTeam(t.app);
    const investment = (
      await as(t.app, admin, {
        method: 'POST',
        url: '/api/investments',
        payload: investmentInput({ managementFee: '1.75%', carriedInterest: '20%' }),
      })
    ).json();
    await as(t.app, admin, { method: 'POST', url: `/api/investments/${investment.id}/memo/generate` });
    const [memo] = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents?investmentId=${investment.id}` })
    ).json();
    const read = (await settledDocument(admin, memo.id)) as { status: string; facts: unknown[] };
    expect(read.status).toBe('processed');
    // People still read and search it; the analyst takes nothing from it.
    expect(read.facts).toEqual([]);
    const passages = await t.database.db.execute(
      sql`select count(*)::int as count from passages where document_id = ${memo.id}`,
    );
    expect((passages as unknown as { rows: { count: number }[] }).rows[0].count).toBe(0);
    const answer = (
      await as(t.app, admin, {
        method: 'POST',
        url: '/api/ai/analyst-chat',
        payload: { message: 'What is the management fee in the investment memo?', conversationHistory: [] },
      })
    ).json();
    expect(
      answer.citations.map(
        (citation: { id: number; kind: string }) => citation.kind === 'document' && citation.id,
      ),
    ).not.toContain(memo.id);
  });

  it('answers 404 for an unknown investment and 400 for a bad id, writing nothing', async () => {
    const admin = await registerTeam(t.app);
    const unknown = await as(t.app, admin, { method: 'POST', url: '/api/investments/999999/memo/generate' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Investment not found');
    const bad = await as(t.app, admin, { method: 'POST', url: '/api/investments/x/memo/generate' });
    expect(bad.statusCode).toBe(400);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json()).toEqual([]);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/metrics' })).json().memosGenerated).toBe(0);
  });
});
