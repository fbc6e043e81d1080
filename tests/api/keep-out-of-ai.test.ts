import { describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { addInvestment, ask, uploadProcessed } from './analyst-fixtures';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';
import { standInSettings, useModelStandIn } from './openai-stand-in';
import { until } from './until';

const t = useTestApp({ processDocuments: true });

const lpaName = 'Northbridge LPA.pdf';
const lpa = () =>
  makePdf([
    ['Limited Partnership Agreement: Northbridge Growth Partners IV', 'Section 1. Definitions.'],
    ['Section 8. Economic terms.', 'The carried interest is 20% over an 8% hurdle.'],
  ]);
const tillwiseDeck = () =>
  makePdf([['Tillwise Capital Fund II overview.', 'The carried interest of the Fund is 15% of profits.']]);

function keepOut(who: SignedIn, id: number, keepOutOfAi = true) {
  return as(t.app, who, { method: 'PATCH', url: `/api/documents/${id}/ai-access`, payload: { keepOutOfAi } });
}

function citedIds(body: { citations: { kind: string; id: number }[] }): number[] {
  return body.citations.filter((citation) => citation.kind === 'document').map((citation) => citation.id);
}

describe('PATCH /api/documents/{id}/ai-access', () => {
  it('takes the document out of every answer at once, while people still find, read and download it', async () => {
    const admin = await registerTeam(t.app);
    const [northbridge] = await uploadProcessed(t.app, admin, [
      { name: lpaName, content: lpa() },
      { name: 'Tillwise deck.pdf', content: tillwiseDeck() },
    ]);
    const question = 'What is the carried interest of Northbridge?';
    const before = (await ask(t.app, admin, question)).json();
    expect(before.response).toMatch(/20%/);
    expect(citedIds(before)).toContain(northbridge);

    const marked = await keepOut(admin, northbridge);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: northbridge, keepOutOfAi: true, keptOutOfAi: true });

    const after = (await ask(t.app, admin, question)).json();
    expect(after.response).toMatch(/^The carried interest for Northbridge is not stated in your documents\./);
    expect(after.response).not.toMatch(/20%|Northbridge LPA/);
    expect(citedIds(after)).not.toContain(northbridge);
    // Its passages are out of reach too, not only its figures.
    const passage = (
      await ask(t.app, admin, 'What do the economic terms in section 8 say about the hurdle?')
    ).json();
    expect(citedIds(passage)).not.toContain(northbridge);

    const found = await as(t.app, admin, { method: 'GET', url: '/api/documents?q=Northbridge' });
    expect(found.json().map((hit: { id: number }) => hit.id)).toContain(northbridge);
    const listed = (await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json();
    expect(listed.find((row: { id: number }) => row.id === northbridge)).toMatchObject({ keptOutOfAi: true });
    expect(
      (await as(t.app, admin, { method: 'GET', url: `/api/documents/${northbridge}/download` })).statusCode,
    ).toBe(200);
    const view = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents/${northbridge}/view` })
    ).json();
    expect(view.content).toContain('The carried interest is 20% over an 8% hurdle.');

    const [audited] = (
      await as(t.app, admin, { method: 'GET', url: '/api/audit-events?action=document_ai_access_changed' })
    ).json().events;
    expect(audited).toMatchObject({
      actorId: admin.user.id,
      objectId: northbridge,
      objectName: lpaName,
      details: { keepOutOfAi: true },
    });

    await keepOut(admin, northbridge, false);
    expect(citedIds((await ask(t.app, admin, question)).json())).toContain(northbridge);
  });

  it('is for admins only, and answers 404 for another team’s document and 400 for a malformed body', async () => {
    const admin = await registerTeam(t.app);
    const [id] = await uploadProcessed(t.app, admin, [{ name: 'deck.pdf', content: tillwiseDeck() }]);
    for (const role of ['member', 'viewer'] as const) {
      const who = await addMember(t.app, admin, role);
      expect((await keepOut(who, id)).statusCode).toBe(403);
    }
    const other = await registerTeam(t.app);
    expect((await keepOut(other, id)).statusCode).toBe(404);
    expect((await keepOut(admin, 2_000_000_000)).statusCode).toBe(404);
    for (const payload of [{}, { keepOutOfAi: 'yes' }, { keepOutOfAi: true, extra: 1 }]) {
      const response = await as(t.app, admin, {
        method: 'PATCH',
        url: `/api/documents/${id}/ai-access`,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const row = (await as(t.app, admin, { method: 'GET', url: `/api/documents/${id}` })).json();
    expect(row).toMatchObject({ keepOutOfAi: false, keptOutOfAi: false });
  });

  it('keeps it out of the investment analysis and the memo', async () => {
    const admin = await registerTeam(t.app);
    const investmentId = await addInvestment(t.app, admin, { name: 'Northbridge Growth Partners IV' });
    const [northbridge] = await uploadProcessed(t.app, admin, [{ name: lpaName, content: lpa() }], {
      metadata_0: JSON.stringify({ type: 'lpa', category: 'legal', investmentId }),
    });
    const analysis = async () =>
      (await as(t.app, admin, { method: 'GET', url: `/api/investments/${investmentId}/analysis` })).body;
    expect(await analysis()).toContain(lpaName);

    await keepOut(admin, northbridge);
    expect(await analysis()).not.toContain(lpaName);

    await as(t.app, admin, { method: 'POST', url: `/api/investments/${investmentId}/memo/generate` });
    const memo = await until(
      async () =>
        (await as(t.app, admin, { method: 'GET', url: `/api/documents?investmentId=${investmentId}` }))
          .json()
          .find((row: { type: string; status: string }) => row.type === 'memo' && row.status === 'processed'),
      'the memo is processed',
    );
    const { content } = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents/${memo.id}/view` })
    ).json();
    expect(content).toContain('INVESTMENT COMMITTEE MEMO');
    expect(content.replace(/\s+/g, ' ')).not.toContain('Northbridge LPA');
  });
});

describe('PATCH /api/team/ai-access', () => {
  it('keeps every document of the chosen levels out of AI, and shows it on each', async () => {
    const admin = await registerTeam(t.app);
    const [northbridge] = await uploadProcessed(
      t.app,
      admin,
      [
        { name: lpaName, content: lpa() },
        { name: 'Tillwise deck.pdf', content: tillwiseDeck() },
      ],
      { metadata_0: JSON.stringify({ confidentialityLevel: 'restricted' }) },
    );
    const question = 'What is the carried interest of Northbridge?';
    expect(citedIds((await ask(t.app, admin, question)).json())).toContain(northbridge);

    const response = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/team/ai-access',
      payload: { aiExcludedLevels: ['restricted'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ aiExcludedLevels: ['restricted'] });
    expect((await as(t.app, admin, { method: 'GET', url: '/api/team' })).json().aiExcludedLevels).toEqual([
      'restricted',
    ]);

    const after = (await ask(t.app, admin, question)).json();
    expect(after.response).toMatch(/not stated in your documents/);
    expect(citedIds(after)).not.toContain(northbridge);
    const row = (await as(t.app, admin, { method: 'GET', url: `/api/documents/${northbridge}` })).json();
    expect(row).toMatchObject({ keepOutOfAi: false, keptOutOfAi: true });

    // Another team's setting changes nothing here.
    const other = await registerTeam(t.app);
    const [theirs] = await uploadProcessed(t.app, other, [{ name: lpaName, content: lpa() }], {
      metadata_0: JSON.stringify({ confidentialityLevel: 'restricted' }),
    });
    expect(citedIds((await ask(t.app, other, question)).json())).toContain(theirs);

    const [audited] = (
      await as(t.app, admin, { method: 'GET', url: '/api/audit-events?action=team_updated' })
    ).json().events;
    expect(audited).toMatchObject({ details: { aiExcludedLevels: ['restricted'] } });
  });

  it('is for admins only and refuses unknown levels', async () => {
    const admin = await registerTeam(t.app);
    for (const role of ['member', 'viewer'] as const) {
      const who = await addMember(t.app, admin, role);
      const response = await as(t.app, who, {
        method: 'PATCH',
        url: '/api/team/ai-access',
        payload: { aiExcludedLevels: ['restricted'] },
      });
      expect(response.statusCode).toBe(403);
    }
    for (const payload of [{}, { aiExcludedLevels: ['secret'] }, { aiExcludedLevels: 'restricted' }]) {
      const response = await as(t.app, admin, { method: 'PATCH', url: '/api/team/ai-access', payload });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('a document kept out of AI, with a model configured', () => {
  const model = useModelStandIn();
  const withModel = useTestApp({ processDocuments: true, model: () => standInSettings(model) });
  const secret = 'The side letter grants Harbour Pension a fee rebate of 35 basis points.';

  it('never sends its text to the model: chat, investment questions, research and analysis', async () => {
    const admin = await registerTeam(withModel.app);
    const investmentId = await addInvestment(withModel.app, admin, { name: 'Harbour Secondaries III' });
    const [letter] = await uploadProcessed(
      withModel.app,
      admin,
      [
        {
          name: 'Harbour side letter.pdf',
          content: makePdf([['Side letter: Harbour Secondaries III', secret]]),
        },
      ],
      { metadata_0: JSON.stringify({ type: 'lpa', category: 'legal', investmentId }) },
    );
    model.behaviour = { reply: 'The fee rebate is 35 basis points [1].' };
    const question = 'What fee rebate does the Harbour side letter grant?';
    const sentBefore = model.requests.length;
    await ask(withModel.app, admin, question);
    expect(
      model.requests
        .slice(sentBefore)
        .some((request) => JSON.stringify(request.body).includes('fee rebate of 35')),
    ).toBe(true);

    await as(withModel.app, admin, {
      method: 'PATCH',
      url: `/api/documents/${letter}/ai-access`,
      payload: { keepOutOfAi: true },
    });
    const sentAfter = model.requests.length;
    await ask(withModel.app, admin, question);
    await as(withModel.app, admin, {
      method: 'POST',
      url: '/api/ai/investment-chat',
      payload: { investmentId, message: question, conversationHistory: [] },
    });
    await as(withModel.app, admin, {
      method: 'POST',
      url: '/api/tools/company-research',
      payload: { query: 'Harbour side letter fee rebate' },
    });
    await as(withModel.app, admin, { method: 'GET', url: `/api/investments/${investmentId}/analysis` });
    const sent = model.requests.slice(sentAfter).map((request) => JSON.stringify(request.body));
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const body of sent) {
      expect(body).not.toContain('fee rebate of 35');
      expect(body).not.toContain('Side letter: Harbour Secondaries III');
      // Nor its name, through the activity feed's 'Uploaded Harbour side letter.pdf'.
      expect(body).not.toContain('Harbour side letter.pdf');
    }
  });
});
