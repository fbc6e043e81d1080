import { beforeAll, describe, expect, it } from 'vitest';
import { suggestedPrompts } from '@shared/analyst-chat';
import { seedDemo } from '../../src/server/seed/demo';
import { demoDocuments } from '../../src/server/seed/demo-documents';
import { demoPassword, demoUsers } from '../../src/server/seed/demo-users';
import { createLocalBlobStore } from '../../src/server/storage/local-blob-store';
import { ask } from './analyst-fixtures';
import { as, sessionCookie, useTestApp, type SignedIn } from './helper';

const t = useTestApp({ processDocuments: true });
let viewer: SignedIn;

beforeAll(async () => {
  await seedDemo({ db: t.database.db, clock: t.clock, blobStore: createLocalBlobStore(t.filesDir) });
  const person = demoUsers.find((candidate) => candidate.role === 'viewer');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: person?.email, password: demoPassword },
  });
  viewer = { cookie: sessionCookie(login), user: login.json() };
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const documents = (await as(t.app, viewer, { method: 'GET', url: '/api/documents' })).json() as {
      status: string;
    }[];
    if (documents.every((document) => document.status === 'processed')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The demo documents were not processed');
}, 120_000);

describe('the demo documents', () => {
  it("are filed as a member's uploads, each with its activity", async () => {
    const activity = (await as(t.app, viewer, { method: 'GET', url: '/api/activities' })).json();
    const uploads = activity
      .map((entry: { description: string }) => entry.description)
      .filter((description: string) => description.startsWith('Uploaded '));
    expect(uploads).toContain('Uploaded Northbridge IV - LPA Extract.pdf to Northbridge Growth Partners IV');
    expect(uploads).toHaveLength(demoDocuments.length);
  });
});

describe('the analyst on the demo team', () => {
  it.each(suggestedPrompts)('answers the suggested prompt "%s" with citations', async (prompt) => {
    const body = (await ask(t.app, viewer, prompt)).json();
    expect(body.response).not.toContain('Nothing found');
    expect(body.citations.length).toBeGreaterThan(0);
  });

  it('quotes the LPA on the preferred return, with its page', async () => {
    const body = (
      await ask(t.app, viewer, 'What is the preferred return and the catch-up in the LPA?')
    ).json();
    expect(body.response.split('\n')[0]).toMatch(/preferred return was 8% \[\d\]\./i);
    expect(body.citations).toContainEqual(
      expect.objectContaining({ kind: 'document', title: 'Northbridge IV - LPA Extract.pdf', page: 3 }),
    );
  });

  it("reads the quarterly report's capital account", async () => {
    const body = (
      await ask(t.app, viewer, 'What is the closing net asset value in our capital account?')
    ).json();
    expect(body.response).toContain('$29,750,000');
    expect(body.citations[0]).toMatchObject({ title: expect.stringContaining('Quarterly Report'), page: 2 });
  });

  it('finds realised deals in the track-record workbook by sheet', async () => {
    const body = (await ask(t.app, viewer, 'What did Tillwise return?')).json();
    // A return may be read as the deal's multiple or its IRR: the answer's first line gives both.
    const [lead] = body.response.split('\n');
    expect(lead).toMatch(/\bMOIC was 3\.1x\b/);
    expect(lead).toMatch(/\bIRR was 38%/);
    // Cited at its sheet and cell.
    expect(body.citations.map((citation: { title: string }) => citation.title)).toContainEqual(
      expect.stringMatching(/^Northbridge - Track Record\.xlsx \(Realised Deals [A-Z]+\d+\)$/),
    );
  });
});
