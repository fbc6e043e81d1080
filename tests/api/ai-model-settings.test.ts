import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamModelSettings } from '../../src/server/db/schema';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { createSecretBox } from '../../src/server/modules/ai-model/secret-box';
import { ask, uploadProcessed } from './analyst-fixtures';
import { addMember, as, registerTeam, testSettingsSecret, useTestApp, type SignedIn } from './helper';
import { useModelStandIn } from './openai-stand-in';

const model = useModelStandIn();
const t = useTestApp({ processDocuments: true });

const key = 'sk-live-a-long-secret-key-7781';
const settingsOf = (overrides: Record<string, unknown> = {}) => ({
  baseUrl: model.baseUrl,
  model: 'team-chosen-model',
  apiKey: key,
  timeoutSeconds: 5,
  tokenBudget: 20_000,
  ...overrides,
});

const read = (who: SignedIn) => as(t.app, who, { method: 'GET', url: '/api/team/ai-model' });
const save = (who: SignedIn, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'PUT', url: '/api/team/ai-model', payload });
const test = (who: SignedIn, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: '/api/team/ai-model/test', payload });

let admin: SignedIn;
beforeAll(async () => {
  admin = await registerTeam(t.app);
});

describe('the team AI model settings', () => {
  it('starts with no model, the defaults, and a server able to store a key', async () => {
    const response = await read(await registerTeam(t.app));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      baseUrl: { value: null, source: 'none' },
      model: { value: null, source: 'none' },
      apiKey: { set: false, hint: null, source: 'none' },
      timeoutSeconds: { value: 20, source: 'default' },
      tokenBudget: { value: 100_000, source: 'default' },
      configured: false,
      canStoreApiKey: true,
    });
  });

  it('saves and reads back the settings, the key only as set and masked, sealed at rest', async () => {
    const saved = await save(admin, settingsOf());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(key);
    const expected = {
      baseUrl: { value: model.baseUrl, source: 'team' },
      model: { value: 'team-chosen-model', source: 'team' },
      apiKey: { set: true, hint: '••••7781', source: 'team' },
      timeoutSeconds: { value: 5, source: 'team' },
      tokenBudget: { value: 20_000, source: 'team' },
      configured: true,
      canStoreApiKey: true,
    };
    expect(saved.json()).toEqual(expected);
    const again = await read(admin);
    expect(again.json()).toEqual(expected);
    expect(again.body).not.toContain(key);

    const [row] = await t.database.db
      .select()
      .from(teamModelSettings)
      .where(eq(teamModelSettings.teamId, admin.user.teamId!));
    expect(row.apiKeySealed).not.toContain(key);
    expect(row.apiKeySealed).not.toContain(Buffer.from(key).toString('base64url'));
    const box = createSecretBox(testSettingsSecret);
    expect(box.open(row.apiKeySealed!, `team:${admin.user.teamId}`)).toBe(key);
    // Bound to its team: the same ciphertext does not open as another team's, nor with another secret.
    expect(box.open(row.apiKeySealed!, `team:${admin.user.teamId! + 1}`)).toBeNull();
    expect(
      createSecretBox('another secret of at least thirty-two chars').open(
        row.apiKeySealed!,
        `team:${admin.user.teamId}`,
      ),
    ).toBeNull();
  });

  it('keeps the key when it is left out, and removes it with null', async () => {
    const team = await registerTeam(t.app);
    await save(team, settingsOf({ apiKey: 'sk-first-key-0001' }));
    const { apiKey: _left, ...withoutKey } = settingsOf({ model: 'renamed' });
    const kept = await save(team, withoutKey);
    expect(kept.json()).toMatchObject({
      model: { value: 'renamed' },
      apiKey: { set: true, hint: '••••0001', source: 'team' },
    });
    const removed = await save(team, settingsOf({ apiKey: null }));
    expect(removed.json().apiKey).toEqual({ set: false, hint: null, source: 'none' });
    const cleared = await save(team, {
      baseUrl: null,
      model: null,
      apiKey: null,
      timeoutSeconds: null,
      tokenBudget: null,
    });
    expect(cleared.json()).toMatchObject({ configured: false, timeoutSeconds: { source: 'default' } });
  });

  it('records the change in the audit trail without the key', async () => {
    const trail = await as(t.app, admin, { method: 'GET', url: '/api/audit-events?action=team_updated' });
    expect(trail.statusCode).toBe(200);
    expect(trail.body).not.toContain(key);
    const event = trail
      .json()
      .events.find((entry: { objectName: string }) => entry.objectName === 'AI model settings');
    expect(event.details.aiModel).toMatchObject({ model: 'team-chosen-model', apiKey: 'replaced' });
  });

  it('is for admins only: members and viewers can neither read, change nor test it', async () => {
    for (const role of ['member', 'viewer'] as const) {
      const person = await addMember(t.app, admin, role);
      expect((await read(person)).statusCode).toBe(403);
      expect((await save(person, settingsOf())).statusCode).toBe(403);
      expect((await test(person, settingsOf())).statusCode).toBe(403);
    }
    expect((await as(t.app, null, { method: 'GET', url: '/api/team/ai-model' })).statusCode).toBe(401);
  });

  it("keeps each team's settings its own", async () => {
    const other = await registerTeam(t.app);
    expect((await read(other)).json()).toMatchObject({ configured: false, apiKey: { set: false } });
    await save(other, settingsOf({ model: 'other-model', apiKey: 'sk-other-team-9999' }));
    expect((await read(admin)).json()).toMatchObject({
      model: { value: 'team-chosen-model' },
      apiKey: { hint: '••••7781' },
    });
  });

  it('refuses bad input with a message for each field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ baseUrl: 'not a url' }, 'baseUrl'],
      [{ baseUrl: 'ftp://files.example.com/v1' }, 'baseUrl'],
      [{ baseUrl: `https://example.com/${'a'.repeat(2000)}` }, 'baseUrl'],
      [{ model: '' }, 'model'],
      [{ model: 'm'.repeat(201) }, 'model'],
      [{ apiKey: 'k'.repeat(1001) }, 'apiKey'],
      [{ timeoutSeconds: 0 }, 'timeoutSeconds'],
      [{ timeoutSeconds: 601 }, 'timeoutSeconds'],
      [{ timeoutSeconds: 2.5 }, 'timeoutSeconds'],
      [{ tokenBudget: 999 }, 'tokenBudget'],
      [{ tokenBudget: 10_000_001 }, 'tokenBudget'],
      [{ model: null }, 'model'],
    ];
    for (const [overrides, field] of cases) {
      const response = await save(admin, settingsOf(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBeTruthy();
      expect(Object.keys(response.json().fieldErrors ?? {}), JSON.stringify(overrides)).toContain(field);
    }
    expect((await save(admin, { ...settingsOf(), extra: 1 })).statusCode).toBe(400);
    expect((await read(admin)).json().model.value).toBe('team-chosen-model');
  });
});

describe('Test connection', () => {
  it('reports that chat and structured output work', async () => {
    model.script.push({ reply: 'OK' }, { object: { ok: true } });
    const response = await test(admin, settingsOf());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      model: 'team-chosen-model',
      chat: { ok: true, message: expect.stringContaining('answered') },
      structuredOutput: { ok: true, message: expect.stringContaining('Structured output works') },
    });
    expect(model.requests.at(-1)?.authorization).toBe(`Bearer ${key}`);
  });

  it('uses the saved key when the form leaves it out', async () => {
    model.script.push({ reply: 'OK' }, { object: { ok: true } });
    const { apiKey: _left, ...withoutKey } = settingsOf();
    await test(admin, withoutKey);
    expect(model.requests.at(-2)?.authorization).toBe(`Bearer ${key}`);
  });

  it('says when the service refuses structured output', async () => {
    model.script.push({ reply: 'OK' }, { refuseStructuredOutput: true });
    const body = (await test(admin, settingsOf())).json();
    expect(body.chat.ok).toBe(true);
    expect(body.structuredOutput).toEqual({
      ok: false,
      message: expect.stringContaining('does not accept structured output'),
    });
  });

  it('says in words when the key is refused and when the address cannot be reached', async () => {
    model.script.push({ status: 401 });
    const refused = (await test(admin, settingsOf())).json();
    expect(refused.chat).toEqual({ ok: false, message: expect.stringContaining('refused the API key') });
    expect(refused.structuredOutput).toEqual({ ok: false, message: 'Not tried, as the chat call failed.' });

    const unreachable = (await test(admin, settingsOf({ baseUrl: 'http://127.0.0.1:9/v1' }))).json();
    expect(unreachable.chat).toEqual({
      ok: false,
      message: expect.stringContaining('Could not reach 127.0.0.1:9'),
    });
  });

  it('needs a base URL and a model', async () => {
    const response = await test(admin, settingsOf({ baseUrl: null, model: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/base URL and a model/);
  });
});

describe("the team's saved model at work", () => {
  it('answers the chat and writes research with the team’s model and key, and another team’s stays local', async () => {
    const team = await registerTeam(t.app);
    await save(team, settingsOf({ model: 'chat-model', apiKey: 'sk-chat-team-4242' }));
    await uploadProcessed(t.app, team, [
      {
        name: 'Terms.pdf',
        content: makePdf([
          ['The General Partner receives carried interest of 20% above a preferred return of 8%.'],
        ]),
      },
    ]);
    model.behaviour = { reply: 'Carried interest is 20% [1].' };
    const before = model.requests.length;
    const answer = (await ask(t.app, team, 'What is the carry?')).json();
    expect(answer).toMatchObject({ fallback: false, response: 'Carried interest is 20% [1].' });
    const request = model.requests.at(-1)!;
    expect(request.body.model).toBe('chat-model');
    expect(request.authorization).toBe('Bearer sk-chat-team-4242');

    // Research is written by the team's model too.
    model.behaviour = { reply: 'The terms set carried interest at 20% [1].' };
    const research = await as(t.app, team, {
      method: 'POST',
      url: '/api/tools/company-research',
      payload: { query: 'carried interest' },
    });
    expect(research.statusCode).toBe(200);
    expect(model.requests.at(-1)!.body.model).toBe('chat-model');

    const local = await registerTeam(t.app);
    const requests = model.requests.length;
    await ask(t.app, local, 'What is the carry?');
    expect(model.requests.length).toBe(requests);
    expect(requests).toBeGreaterThan(before);
  });

  it('reads a new upload with the team’s model and shows on the document when it was sent', async () => {
    const team = await registerTeam(t.app);
    await save(team, settingsOf({ model: 'reading-model' }));
    model.behaviour = { reply: 'not json' };
    const before = model.structuredRequests.length;
    const [id] = await uploadProcessed(t.app, team, [
      { name: 'Deck.pdf', content: makePdf([[`Management fee of 1.5% ${Math.random()}`]]) },
    ]);
    const sent = model.structuredRequests.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((request) => request.body.model === 'reading-model')).toBe(true);
    const row = (await as(t.app, team, { method: 'GET', url: `/api/documents/${id}` })).json();
    expect(row.sentToModel).toEqual({ model: 'reading-model', at: expect.any(String) });
    expect(row.processingNotes.some((note: string) => note.startsWith('Model reading failed'))).toBe(true);

    // A team without a model: its documents are never sent, and say so.
    const local = await registerTeam(t.app);
    const [plain] = await uploadProcessed(t.app, local, [
      { name: 'Plain.pdf', content: makePdf([['Hello']]) },
    ]);
    expect(
      (await as(t.app, local, { method: 'GET', url: `/api/documents/${plain}` })).json().sentToModel,
    ).toBeNull();
  });
});

describe('the kept reading of a file', () => {
  const emptyReading = { documentType: 'other', figures: [], risks: [], opportunities: [] };
  const summary = { executiveSummary: 'A short deck.', keyPoints: [] };

  it('is read again when the team changes its token budget, and reused while it stays', async () => {
    const team = await registerTeam(t.app);
    const content = makePdf([[`Management fee of 1.5% ${Math.random()}`]]);
    const uploadCalls = async () => {
      model.script.push({ object: emptyReading }, { object: summary });
      const before = model.structuredRequests.length;
      await uploadProcessed(t.app, team, [{ name: 'Deck.pdf', content }]);
      const calls = model.structuredRequests.length - before;
      model.script.length = 0;
      return calls;
    };
    await save(team, settingsOf({ model: 'budget-model', tokenBudget: 20_000 }));
    expect(await uploadCalls()).toBe(2);
    expect(await uploadCalls()).toBe(0);
    await save(team, settingsOf({ model: 'budget-model', tokenBudget: 40_000 }));
    expect(await uploadCalls()).toBe(2);
    expect(await uploadCalls()).toBe(0);
  });
});

describe('with a model in the environment', () => {
  const withEnvironment = useTestApp({
    model: () => ({ baseUrl: model.baseUrl, model: 'server-model', timeoutMs: 3000 }),
    settingsSecret: null,
  });

  it('shows the environment’s values as such, and refuses to change them', async () => {
    const team = await registerTeam(withEnvironment.app);
    const view = await as(withEnvironment.app, team, { method: 'GET', url: '/api/team/ai-model' });
    expect(view.json()).toMatchObject({
      baseUrl: { value: model.baseUrl, source: 'environment' },
      model: { value: 'server-model', source: 'environment' },
      timeoutSeconds: { value: 3, source: 'environment' },
      tokenBudget: { value: 100_000, source: 'default' },
      apiKey: { set: false, source: 'none' },
      configured: true,
      canStoreApiKey: false,
    });
    const locked = await as(withEnvironment.app, team, {
      method: 'PUT',
      url: '/api/team/ai-model',
      payload: {
        baseUrl: 'https://other.example.com/v1',
        model: 'mine',
        timeoutSeconds: null,
        tokenBudget: null,
      },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().fieldErrors).toEqual({
      baseUrl: ["Set by the server's environment (AI_BASE_URL)"],
      model: ["Set by the server's environment (AI_MODEL)"],
    });
    const budget = await as(withEnvironment.app, team, {
      method: 'PUT',
      url: '/api/team/ai-model',
      payload: { baseUrl: null, model: null, timeoutSeconds: null, tokenBudget: 50_000 },
    });
    expect(budget.statusCode).toBe(200);
    expect(budget.json().tokenBudget).toEqual({ value: 50_000, source: 'team' });
  });

  it('refuses to store a key when the server has no secret to seal it with', async () => {
    const team = await registerTeam(withEnvironment.app);
    const response = await as(withEnvironment.app, team, {
      method: 'PUT',
      url: '/api/team/ai-model',
      payload: {
        baseUrl: null,
        model: null,
        apiKey: 'sk-nowhere-1234',
        timeoutSeconds: null,
        tokenBudget: null,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/AI_SETTINGS_SECRET/);
  });
});
