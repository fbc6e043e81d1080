import { describe, expect, it } from 'vitest';
import { maxChatMessageLength } from '@shared/analyst-chat';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { addInvestment, uploadProcessed } from './analyst-fixtures';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';
import { multipart } from './multipart';

const t = useTestApp({ processDocuments: true });

async function uploadFor(who: SignedIn, investmentId: number, name: string, lines: string[]) {
  const body = await multipart([{ name, content: makePdf([['Limited Partnership Agreement'], lines]) }], {
    metadata_0: JSON.stringify({
      type: 'lpa',
      category: 'legal',
      confidentialityLevel: 'internal',
      investmentId,
    }),
  });
  const [document] = (await as(t.app, who, { method: 'POST', url: '/api/documents/upload', ...body })).json()
    .documents as Array<{ id: number }>;
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const row = (await as(t.app, who, { method: 'GET', url: `/api/documents/${document.id}` })).json();
    if (row.status !== 'processing') return document.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`document ${document.id} is still processing`);
}

const askAbout = (who: SignedIn | null, investmentId: unknown, message: string) =>
  as(t.app, who, {
    method: 'POST',
    url: '/api/ai/investment-chat',
    payload: { investmentId, message, conversationHistory: [] },
  });

async function twoFunds() {
  const admin = await registerTeam(t.app);
  const alder = await addInvestment(t.app, admin, { name: 'Alder Fund I' });
  const birch = await addInvestment(t.app, admin, { name: 'Birch Fund II' });
  const alderLpa = await uploadFor(admin, alder, 'Alder LPA.pdf', [
    'The General Partner receives carried interest of 20% of profits over an 8% preferred return.',
  ]);
  const birchLpa = await uploadFor(admin, birch, 'Birch LPA.pdf', [
    'The General Partner receives carried interest of 25% of profits with no preferred return.',
  ]);
  await as(t.app, admin, {
    method: 'POST',
    url: `/api/investments/${birch}/notes`,
    payload: { content: 'Birch asked for a side letter on carried interest.', type: 'legal_review' },
  });
  return { admin, alder, birch, alderLpa, birchLpa };
}

describe('POST /api/ai/investment-chat', () => {
  it("answers from that investment's documents only, cited with the page", async () => {
    const { admin, alder, alderLpa, birchLpa } = await twoFunds();
    const response = await askAbout(admin, alder, 'What is the carried interest?');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.response).toMatch(/^The carried interest was 20% \[1\]\./);
    expect(body.response).not.toContain('25%');
    expect(body.citations).toContainEqual(
      expect.objectContaining({ kind: 'document', id: alderLpa, page: 2 }),
    );
    expect(body.citations.map((citation: { id: number }) => citation.id)).not.toContain(birchLpa);
    expect(body.citations.some((citation: { title: string }) => citation.title.includes('Birch'))).toBe(
      false,
    );
    expect(body).toMatchObject({ fallback: false, unverifiedFigures: [] });
    expect((await as(t.app, admin, { method: 'GET', url: '/api/metrics' })).json().aiQueries).toBe(1);
  });

  it("says it found nothing rather than answer from another investment's data", async () => {
    const { admin, alder, birch } = await twoFunds();
    const body = (await askAbout(admin, alder, 'Did anyone ask for a side letter?')).json();
    expect(body.response).not.toContain('Birch asked');
    expect(body.citations.every((citation: { kind: string }) => citation.kind !== 'note')).toBe(true);
    // Birch's documents state no preferred return; neither Alder's 8% nor the general repository's 7% is Birch's.
    await uploadProcessed(t.app, admin, [
      { name: 'Terms survey.pdf', content: makePdf([['The typical preferred return is 7% per annum.']]) },
    ]);
    const preferred = (await askAbout(admin, birch, 'What is the preferred return?')).json();
    expect(preferred.response).not.toMatch(/\b[78]%/);
  });

  it('refuses blank and oversized questions and bad ids, and answers another team as unknown', async () => {
    const { admin, alder } = await twoFunds();
    const blank = await askAbout(admin, alder, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toHaveProperty('message');
    const long = await askAbout(admin, alder, 'x'.repeat(maxChatMessageLength + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toHaveProperty('message');
    const badId = await askAbout(admin, 'seven', 'Carry?');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fieldErrors).toHaveProperty('investmentId');
    expect((await askAbout(admin, 2_000_000, 'Carry?')).statusCode).toBe(404);

    const stranger = await registerTeam(t.app);
    const theirs = await askAbout(stranger, alder, 'What is the carried interest?');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('20%');
    expect((await askAbout(null, alder, 'Carry?')).statusCode).toBe(401);
  });

  it('lets viewers ask', async () => {
    const { admin, alder } = await twoFunds();
    const viewer = await addMember(t.app, admin, 'viewer');
    expect((await askAbout(viewer, alder, 'What is the carried interest?')).statusCode).toBe(200);
  });
});
