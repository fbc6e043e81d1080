import { describe, expect, it } from 'vitest';
import { maxDescriptionLength } from '@shared/limits';
import { addMember, as, registerTeam, useTestApp } from './helper';
import { investmentInput } from './investment-fixtures';

const t = useTestApp();

async function setup() {
  const admin = await registerTeam(t.app);
  const investment = (
    await as(t.app, admin, { method: 'POST', url: '/api/investments', payload: investmentInput() })
  ).json();
  return { admin, investment };
}

describe('/api/investments/{id}/notes', () => {
  it('adds notes with a type, lists them newest first and touches the investment', async () => {
    const { admin, investment } = await setup();
    t.clock.advance(60_000);
    const first = await as(t.app, admin, {
      method: 'POST',
      url: `/api/investments/${investment.id}/notes`,
      payload: { content: ' First ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      content: 'First',
      type: 'general',
      authorName: 'Avery',
      investmentId: investment.id,
    });
    t.clock.advance(60_000);
    await as(t.app, admin, {
      method: 'POST',
      url: `/api/investments/${investment.id}/notes`,
      payload: { content: 'Second', type: 'legal_review' },
    });
    const list = (
      await as(t.app, admin, { method: 'GET', url: `/api/investments/${investment.id}/notes` })
    ).json();
    expect(list.map((n: { content: string }) => n.content)).toEqual(['Second', 'First']);
    const after = (
      await as(t.app, admin, { method: 'GET', url: `/api/investments/${investment.id}` })
    ).json();
    expect(after.lastActivity).toBe(t.clock.now().toISOString());
    const feed = (await as(t.app, admin, { method: 'GET', url: '/api/activities' })).json();
    expect(feed[0].description).toBe('Added a Legal Review note to Northbridge Growth Partners IV');
  });

  it('refuses empty or white-space content, unknown types and oversized content', async () => {
    const { admin, investment } = await setup();
    for (const payload of [
      { content: '' },
      { content: '   \n ' },
      { content: 'ok', type: 'gossip' },
      { content: 5 },
      { content: 'x'.repeat(maxDescriptionLength * 4 + 1) },
    ]) {
      const response = await as(t.app, admin, {
        method: 'POST',
        url: `/api/investments/${investment.id}/notes`,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await as(t.app, admin, { method: 'GET', url: `/api/investments/${investment.id}/notes` })).json(),
    ).toEqual([]);
  });
});

describe('note routes with bad input', () => {
  it('refuse malformed JSON and answer 404 for investments and notes that do not exist', async () => {
    const { admin, investment } = await setup();
    for (const [method, url] of [
      ['POST', `/api/investments/${investment.id}/notes`],
      ['PUT', '/api/notes/1'],
    ] as const) {
      const response = await as(t.app, admin, {
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"content": ',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toEqual({ message: 'Malformed JSON in request body' });
    }
    const unknown = [
      { method: 'GET', url: '/api/investments/999999/notes' },
      { method: 'POST', url: '/api/investments/999999/notes', payload: { content: 'Hello' } },
      { method: 'PUT', url: '/api/notes/999999', payload: { content: 'Hello' } },
      { method: 'DELETE', url: '/api/notes/999999' },
    ] as const;
    for (const attempt of unknown) {
      expect((await as(t.app, admin, attempt)).statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect((await as(t.app, admin, { method: 'DELETE', url: '/api/notes/abc' })).statusCode).toBe(400);
  });
});

describe('PUT and DELETE /api/notes/{noteId}', () => {
  it('updates and deletes a note, each with a feed line', async () => {
    const { admin, investment } = await setup();
    const note = (
      await as(t.app, admin, {
        method: 'POST',
        url: `/api/investments/${investment.id}/notes`,
        payload: { content: 'Draft' },
      })
    ).json();
    const updated = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/notes/${note.id}`,
      payload: { content: 'Final', type: 'research' },
    });
    expect(updated.json()).toMatchObject({ id: note.id, content: 'Final', type: 'research' });
    expect(
      (await as(t.app, admin, { method: 'PUT', url: `/api/notes/${note.id}`, payload: { content: ' ' } }))
        .statusCode,
    ).toBe(400);
    t.clock.advance(60_000);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/notes/${note.id}` })).statusCode).toBe(204);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/notes/${note.id}` })).statusCode).toBe(404);
    const touched = (
      await as(t.app, admin, { method: 'GET', url: `/api/investments/${investment.id}` })
    ).json();
    expect(touched.lastActivity).toBe(t.clock.now().toISOString());
    const feed = (await as(t.app, admin, { method: 'GET', url: '/api/activities' }))
      .json()
      .map((a: { description: string }) => a.description);
    expect(feed.slice(0, 2)).toEqual([
      'Deleted a note on Northbridge Growth Partners IV',
      'Updated a note on Northbridge Growth Partners IV',
    ]);
  });

  it('lets viewers read notes but not write them', async () => {
    const { admin, investment } = await setup();
    const viewer = await addMember(t.app, admin, 'viewer');
    const note = (
      await as(t.app, admin, {
        method: 'POST',
        url: `/api/investments/${investment.id}/notes`,
        payload: { content: 'Kept' },
      })
    ).json();
    expect(
      (await as(t.app, viewer, { method: 'GET', url: `/api/investments/${investment.id}/notes` })).json(),
    ).toHaveLength(1);
    expect(
      (
        await as(t.app, viewer, {
          method: 'POST',
          url: `/api/investments/${investment.id}/notes`,
          payload: { content: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await as(t.app, viewer, { method: 'PUT', url: `/api/notes/${note.id}`, payload: { content: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await as(t.app, viewer, { method: 'DELETE', url: `/api/notes/${note.id}` })).statusCode).toBe(
      403,
    );
    expect(
      (await as(t.app, admin, { method: 'GET', url: `/api/investments/${investment.id}/notes` })).json()[0]
        .content,
    ).toBe('Kept');
  });
});
