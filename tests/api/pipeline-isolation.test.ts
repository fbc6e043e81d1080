import { describe, expect, it } from 'vitest';
import { as, registerTeam, useTestApp } from './helper';
import { emptyTeamMetrics, investmentInput } from './investment-fixtures';

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
      { method: 'GET', url: `/api/investments/${investment.id}/analysis` },
    ] as const;
    const ownerFeed = (await as(t.app, owner, { method: 'GET', url: '/api/activities' })).json();
    const ownerMetrics = (await as(t.app, owner, { method: 'GET', url: '/api/metrics' })).json();
    for (const attempt of attempts) {
      const response = await as(t.app, stranger, attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect((await as(t.app, stranger, { method: 'GET', url: '/api/investments' })).json()).toEqual([]);
    expect((await as(t.app, stranger, { method: 'GET', url: '/api/activities' })).json()).toEqual([]);
    expect((await as(t.app, stranger, { method: 'GET', url: '/api/metrics' })).json()).toEqual(
      emptyTeamMetrics,
    );
    expect((await as(t.app, owner, { method: 'GET', url: '/api/activities' })).json()).toEqual(ownerFeed);
    expect((await as(t.app, owner, { method: 'GET', url: '/api/metrics' })).json()).toEqual(ownerMetrics);

    expect(
      (await as(t.app, owner, { method: 'GET', url: `/api/investments/${investment.id}` })).json(),
    ).toEqual(investment);
    const notes = (
      await as(t.app, owner, { method: 'GET', url: `/api/investments/${investment.id}/notes` })
    ).json();
    expect(notes.map((n: { content: string }) => n.content)).toEqual(['Private']);
  });

  it("never touch the other team's rows when a team deletes its own investment", async () => {
    const owner = await registerTeam(t.app);
    const neighbour = await registerTeam(t.app);
    const create = async (who: typeof owner) => {
      const investment = (
        await as(t.app, who, { method: 'POST', url: '/api/investments', payload: investmentInput() })
      ).json();
      await as(t.app, who, {
        method: 'POST',
        url: `/api/investments/${investment.id}/notes`,
        payload: { content: 'Reference call notes' },
      });
      return investment;
    };
    const mine = await create(owner);
    const theirs = await create(neighbour);
    const theirFeed = (await as(t.app, neighbour, { method: 'GET', url: '/api/activities' })).json();

    expect(
      (await as(t.app, owner, { method: 'DELETE', url: `/api/investments/${mine.id}` })).statusCode,
    ).toBe(204);

    expect((await as(t.app, neighbour, { method: 'GET', url: '/api/investments' })).json()).toEqual([theirs]);
    const theirNotes = (
      await as(t.app, neighbour, { method: 'GET', url: `/api/investments/${theirs.id}/notes` })
    ).json();
    expect(theirNotes.map((note: { content: string }) => note.content)).toEqual(['Reference call notes']);
    expect((await as(t.app, neighbour, { method: 'GET', url: '/api/activities' })).json()).toEqual(theirFeed);
  });
});
