import { describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { as, registerTeam, useTestApp } from './helper';
import { investmentInput } from './investment-fixtures';
import { multipart } from './multipart';

/** PostgreSQL text cannot hold U+0000: every route refuses it with 400 and the field, and stores nothing. */
const t = useTestApp();
const nul = 'Text must not contain NUL characters';

describe('NUL characters in requests', () => {
  it('refuses them in a JSON body, naming each field, nested ones too', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/investments',
      payload: investmentInput({ name: 'North\u0000bridge', keyRisks: ['Fine', 'Key\u0000person'] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid body',
      fieldErrors: { name: [nul], 'keyRisks.1': [nul] },
    });
    expect((await as(t.app, admin, { method: 'GET', url: '/api/investments' })).json()).toEqual([]);
  });

  it('refuses them in notes, profiles and team settings, leaving what was there', async () => {
    const admin = await registerTeam(t.app);
    const created = (
      await as(t.app, admin, { method: 'POST', url: '/api/investments', payload: investmentInput() })
    ).json();
    const writes = [
      {
        method: 'POST',
        url: `/api/investments/${created.id}/notes`,
        payload: { content: 'a\u0000', type: 'general' },
      },
      { method: 'PATCH', url: '/api/user/profile', payload: { firstName: '\u0000', lastName: 'Lee' } },
      { method: 'PATCH', url: '/api/team', payload: { name: 'Team\u0000', description: '' } },
    ] as const;
    for (const write of writes) {
      const response = await as(t.app, admin, write);
      expect(response.statusCode, write.url).toBe(400);
      expect(Object.values(response.json().fieldErrors)).toEqual([[nul]]);
    }
    expect(
      (await as(t.app, admin, { method: 'GET', url: `/api/investments/${created.id}/notes` })).json(),
    ).toEqual([]);
    const user = (await as(t.app, admin, { method: 'GET', url: '/api/auth/user' })).json();
    expect(user.firstName).toBe(admin.user.firstName);
  });

  it('refuses them in the querystring, as in a content search', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, { method: 'GET', url: '/api/documents?q=fund%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid querystring', fieldErrors: { q: [nul] } });
  });

  it("refuses an upload's metadata that holds one, file by file", async () => {
    const admin = await registerTeam(t.app);
    const body = await multipart([{ name: 'deck.pdf', content: makePdf([['Fine.']]) }], {
      description: 'Q3\u0000 deck',
    });
    const response = await as(t.app, admin, { method: 'POST', url: '/api/documents/upload', ...body });
    expect(response.json().documents).toEqual([]);
    expect(response.json().errors[0].message).toContain(`description: ${nul}`);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json()).toEqual([]);
  });
});

describe('deeply nested JSON', () => {
  const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('is refused with 400 and a clear message, under the body limit, and the server keeps answering', async () => {
    const admin = await registerTeam(t.app);
    for (const payload of [nested(100_000), '['.repeat(100_000) + ']'.repeat(100_000)]) {
      expect(payload.length).toBeLessThan(1024 * 1024);
      const response = await as(t.app, admin, {
        method: 'POST',
        url: '/api/investments',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The body is nested more than 64 levels deep' });
    }
    const created = await as(t.app, admin, {
      method: 'POST',
      url: '/api/investments',
      payload: investmentInput({ name: 'Still answering' }),
    });
    expect(created.statusCode).toBe(201);
    const list = (await as(t.app, admin, { method: 'GET', url: '/api/investments' })).json();
    expect(list.map((investment: { name: string }) => investment.name)).toEqual(['Still answering']);
  });

  it('is checked as deep as the limit, where a NUL is still found', async () => {
    const admin = await registerTeam(t.app);
    const payload = '{"a":'.repeat(63) + '"x\\u0000"' + '}'.repeat(63);
    const response = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [Array(63).fill('a').join('.')]: [nul] });
  });

  it("is refused in an upload's metadata, file by file, storing nothing", async () => {
    const admin = await registerTeam(t.app);
    const body = await multipart([{ name: 'deck.pdf', content: makePdf([['Fine.']]) }], {
      metadata_0: '['.repeat(30_000) + ']'.repeat(30_000),
    });
    const response = await as(t.app, admin, { method: 'POST', url: '/api/documents/upload', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().documents).toEqual([]);
    expect(response.json().errors[0].message).toContain('The metadata is nested more than 64 levels deep');
    expect((await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json()).toEqual([]);
  });
});
