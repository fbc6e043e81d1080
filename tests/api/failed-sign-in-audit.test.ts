import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/audit';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';

const t = useTestApp({
  // Only the domains and the team matter here: no one signs in with the provider, so it is never asked.
  sso: () => ({
    issuer: 'http://127.0.0.1:9',
    clientId: 'allocator',
    clientSecret: 'secret',
    providerName: 'Contoso ID',
    // A fresh database: the first team registered (below) is team 1.
    teamId: 1,
    role: 'viewer',
    allowedDomains: ['contoso.test', 'joiners.test', 'partners.test'],
  }),
});

let contoso: SignedIn;
let fabrikam: SignedIn;
let sharedA: SignedIn;
let sharedB: SignedIn;
beforeAll(async () => {
  contoso = await registerTeam(t.app, { email: 'admin@contoso.test', teamName: 'Contoso Pension Fund' });
  fabrikam = await registerTeam(t.app, { email: 'admin@fabrikam.test', teamName: 'Fabrikam Endowment' });
  // A partner's address in Fabrikam: partners.test is single sign-on's and Fabrikam's, so neither's.
  await as(t.app, fabrikam, {
    method: 'POST',
    url: '/api/team/members',
    payload: {
      email: 'liaison@partners.test',
      password: 'another long password',
      role: 'viewer',
      firstName: 'Lee',
      lastName: 'Liaison',
    },
  });
  sharedA = await registerTeam(t.app, { email: 'ann@mail.test' });
  sharedB = await registerTeam(t.app, { email: 'bob@mail.test' });
});

const signIn = (email: string, address = '198.51.100.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: 'not the password' },
    remoteAddress: address,
  });

async function failures(admin: SignedIn): Promise<AuditEvent[]> {
  const response = await as(t.app, admin, {
    method: 'GET',
    url: '/api/audit-events?action=sign_in_failed&limit=100',
  });
  expect(response.statusCode).toBe(200);
  return response.json().events;
}

async function teamOfRows(email: string): Promise<(number | null)[]> {
  const result = await t.database.db.execute(
    sql`select team_id as "teamId" from audit_events where action = 'sign_in_failed' and actor_email = ${email}`,
  );
  return (result as unknown as { rows: { teamId: number | null }[] }).rows.map((row) => row.teamId);
}

describe('a failed password sign-in for an e-mail no one has', () => {
  it("goes to the one team whose people use its domain, with the e-mail and address, and no other team's", async () => {
    const response = await signIn('ghost@fabrikam.test', '198.51.100.7');
    expect(response.statusCode).toBe(401);

    const [failed] = await failures(fabrikam);
    expect(failed).toMatchObject({
      action: 'sign_in_failed',
      actorId: null,
      actorEmail: 'ghost@fabrikam.test',
      address: '198.51.100.7',
    });
    for (const other of [contoso, sharedA, sharedB]) {
      expect((await failures(other)).map((event) => event.actorEmail)).not.toContain('ghost@fabrikam.test');
    }
  });

  it("goes to single sign-on's team when the domain is one it lets in", async () => {
    await signIn('new.hire@joiners.test', '198.51.100.8');
    expect(await failures(contoso)).toContainEqual(
      expect.objectContaining({ actorEmail: 'new.hire@joiners.test', address: '198.51.100.8' }),
    );
    await signIn('ghost@contoso.test');
    expect((await failures(contoso)).map((event) => event.actorEmail)).toContain('ghost@contoso.test');
    expect((await failures(fabrikam)).map((event) => event.actorEmail)).not.toContain('ghost@contoso.test');
  });

  it('goes to no team when its domain is of several teams or of none, where only operators read it', async () => {
    const nobodys = ['ghost@mail.test', 'ghost@partners.test', 'ghost@nowhere.test'];
    for (const email of nobodys) {
      expect((await signIn(email)).statusCode).toBe(401);
      expect(await teamOfRows(email), email).toEqual([null]);
    }
    for (const admin of [contoso, fabrikam, sharedA, sharedB]) {
      const seen = (await failures(admin)).map((event) => event.actorEmail);
      expect(seen.filter((email) => nobodys.includes(email))).toEqual([]);
    }
  });

  it("is answered exactly as a known person's wrong password, and a known person's stays in their team", async () => {
    const member = await addMember(t.app, fabrikam, 'member');
    const known = await signIn(member.user.email, '198.51.100.9');
    const unknownHere = await signIn('nobody@fabrikam.test');
    const unknownAnywhere = await signIn('nobody@elsewhere.test');
    for (const response of [unknownHere, unknownAnywhere]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
      expect(response.headers['set-cookie']).toEqual(known.headers['set-cookie']);
    }
    expect(await failures(fabrikam)).toContainEqual(
      expect.objectContaining({ actorId: member.user.id, address: '198.51.100.9' }),
    );
  });
});
