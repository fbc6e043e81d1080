import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';
import { useSecondApp } from './second-app';

const t = useTestApp();
const other = useSecondApp(t);

const names = async (app: FastifyInstance, who: SignedIn) =>
  (await as(app, who, { method: 'GET', url: '/api/investments' }))
    .json()
    .map((investment: { name: string }) => investment.name);

async function create(app: FastifyInstance, who: SignedIn, name: string): Promise<number> {
  const response = await as(app, who, {
    method: 'POST',
    url: '/api/investments',
    payload: investmentInput({ name }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('GET /api/investments across processes', () => {
  it("shows another process's create, edit, note and delete on the very next read", async () => {
    const admin = await registerTeam(t.app);
    expect(await names(t.app, admin)).toEqual([]);

    const id = await create(other(), admin, 'Harbourview Credit II');
    expect(await names(t.app, admin)).toEqual(['Harbourview Credit II']);

    await as(other(), admin, {
      method: 'PATCH',
      url: `/api/investments/${id}`,
      payload: { name: 'Harbourview Credit III' },
    });
    expect(await names(t.app, admin)).toEqual(['Harbourview Credit III']);

    t.clock.advance(60_000);
    await as(other(), admin, {
      method: 'POST',
      url: `/api/investments/${id}/notes`,
      payload: { content: 'Reference call booked', type: 'general' },
    });
    const [listed] = (await as(t.app, admin, { method: 'GET', url: '/api/investments' })).json();
    expect(listed.lastActivity).toBe(t.clock.now().toISOString());

    await as(other(), admin, { method: 'DELETE', url: `/api/investments/${id}` });
    expect(await names(t.app, admin)).toEqual([]);
  });

  it('shows a change written straight to the database, and only to its own team', async () => {
    const admin = await registerTeam(t.app);
    const neighbour = await registerTeam(t.app);
    const id = await create(t.app, admin, 'Lakeside Buyout Fund VI');
    await create(t.app, neighbour, 'Granite Ventures I');
    expect(await names(t.app, admin)).toEqual(['Lakeside Buyout Fund VI']);

    await t.database.db.execute(
      sql`update investments set name = 'Lakeside Buyout Fund VII' where id = ${id}`,
    );
    expect(await names(t.app, admin)).toEqual(['Lakeside Buyout Fund VII']);
    expect(await names(t.app, neighbour)).toEqual(['Granite Ventures I']);
  });
});
