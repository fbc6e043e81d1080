import { eq, sql } from 'drizzle-orm';
import type { SsoSettings } from '../../auth/sso-settings';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AuditActor } from './record-audit';

/** What comes after an e-mail's last '@', lower case; '' when there is no '@'. */
function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

/**
 * The one team an e-mail's domain points to, or null: OIDC_TEAM_ID when the domain is one of
 * OIDC_ALLOWED_DOMAINS, and every team with a member at that domain. A domain shared by two teams (a
 * public mail provider, say) is neither's, so no team sees attempts on another's people.
 */
async function teamOfDomain(db: Db, sso: SsoSettings | null, domain: string): Promise<number | null> {
  if (domain === '') return null;
  const teams = new Set<number>();
  if (sso?.allowedDomains.includes(domain)) teams.add(sso.teamId);
  const members = await db
    .selectDistinct({ teamId: users.teamId })
    .from(users)
    .where(sql`lower(regexp_replace(${users.email}, '^.*@', '')) = ${domain}`)
    .limit(2);
  for (const member of members) teams.add(member.teamId);
  return teams.size === 1 ? [...teams][0] : null;
}

/**
 * Whose trail a failed sign-in goes to: the account's team when the e-mail is someone's, else the one
 * team its domain points to, so that team's admins see attempts on addresses like their people's. With
 * no such team the row has none, and only operators read it (`npm run cli -- audit unattributed`).
 * The domain is looked up for a known account too, so a refusal takes as long either way.
 */
export async function failedSignInActor(
  deps: { db: Db; sso?: SsoSettings | null },
  email: string,
  known?: AuditActor,
): Promise<AuditActor> {
  const domainTeam = await teamOfDomain(deps.db, deps.sso ?? null, domainOf(email));
  const [account] = known
    ? [known]
    : await deps.db
        .select({ id: users.id, teamId: users.teamId, email: users.email })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
  if (account && account.id !== null) return account;
  return { id: null, teamId: domainTeam, email };
}
