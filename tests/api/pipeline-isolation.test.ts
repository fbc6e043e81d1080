import { describe, expect, it } from 'vitest';
import { as, registerTeam, useTestApp } from './helper';
import { investmentInput } from './investment-fixtures';

const t = useTestApp();

describe('pipeline routes between two teams', () => {
  it('answer 404 for the other team ids on every route, and never show or change its rows', async () => {
    const owner = await registerTeam(t.app);
    const stranger = await registerTeam(t.app);
    const investment = (
      await as(t.app, owner, { method: 'POST', url: '/api/investments', payload: investmentInput() })
    ).json();
    const note = (
      await as(t.app, owner, {
        method: 'POST',
        url: `/api/investments/${investment.id}/notes`,
        payload: { content: 'Private' },
      })
    ).json();

    const attempts = [
      { method: 'GET', url: `/api/investments/${investment.id}` },
      { method: 'PATCH', url: `/api/investments/${investment.id}`, payload: { status: 'rejected' } },
      { method: 'DELETE', url: `/api/investments/${investment.id}` },
      { method: 'GET', url: `/api/investments/${investment.id}/notes` },
      { method: 'POST', url: `/api/investments/${investment.id}/notes`, payload: { content: 'Hi' } },
      { method: 'PUT', url: `/api/notes/${note.id}`, payload: { content: 'Changed' } },
      { method: 'DELETE', url: `/api/notes/${note.id}` },
      { method: 'POST', url: `/api/investments/${investment.id}/memo/generate` },
    ] as const;
    for (const attempt of attempts) {
      const response = await as(t.app, stranger, attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect((await as(t.app, stranger, { method: 'GET', url: '/api/investments' })).json()).toEqual([]);
    expect((await as(t.app, stranger, { method: 'GET', url: '/api/activities' })).json()).toEqual([]);
    expect((await as(t.app, stranger, { method: 'GET', url: '/api/metrics' })).json().activePipeline).toBe(0);

    expect(
      (await as(t.app, owner, { method: 'GET', url: `/api/investments/${investment.id}` })).json(),
    ).toEqual(investment);
    const notes = (
      await as(t.app, owner, { method: 'GET', url: `/api/investments/${investment.id}/notes` })
    ).json();
    expect(notes.map((n: { content: string }) => n.content)).toEqual(['Private']);
  });
});
