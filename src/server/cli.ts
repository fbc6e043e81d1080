import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { auditActionLabels } from '@shared/audit';
import { zAddTeamMemberInput } from '@shared/team';
import { zEmail } from '@shared/user';
import { clearAccountLoginFailures } from './auth/login-throttle';
import { readConfig } from './config';
import type { Db } from './db/client';
import { openConfiguredDatabase } from './db/open-configured';
import { teams, users } from './db/schema';
import { loadEnvFile } from './load-env';
import { addTeamMember } from './modules/team/service';
import { listUnattributedEvents } from './modules/audit/service';

const usage = `Usage:
  npm run cli -- user add --email <email> --password <password> --role admin|member|viewer
                          --team <team id or an admin's e-mail> [--first-name <name>] [--last-name <name>]
  npm run cli -- user unlock --email <email>
      clears the account's failed sign-ins from every address, so a throttled person can sign in again
  npm run cli -- audit unattributed [--limit <1-1000, default 50>]
      lists the newest audit rows of no team: failed sign-ins for an e-mail no one has, at a domain
      of no team or of several, one a line (time, action, e-mail, address, details)

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./data).`;

/** A team named by its id, or by the e-mail of one of its admins. */
async function findTeamId(db: Db, team: string): Promise<number> {
  if (/^\d+$/.test(team)) {
    const [row] = await db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.id, Number(team)));
    if (row) return row.id;
  } else {
    const [row] = await db
      .select({ teamId: users.teamId })
      .from(users)
      .where(and(eq(users.email, team.trim().toLowerCase()), eq(users.role, 'admin')));
    if (row) return row.teamId;
  }
  throw new Error(`No team found for '${team}' (give a team id or the e-mail of one of its admins)`);
}

async function addUser(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      team: { type: 'string' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
    },
  });
  if (!values.team) throw new Error(`--team is required\n\n${usage}`);
  const parsed = zAddTeamMemberInput.safeParse({
    email: values.email,
    password: values.password,
    role: values.role,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`);
    throw new Error(`${problems.join('\n')}\n\n${usage}`);
  }
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const teamId = await findTeamId(database.db, values.team);
    const member = await addTeamMember(database.db, teamId, parsed.data);
    console.log(`Added ${member.email} to team ${teamId} as ${member.role}.`);
  } finally {
    await database.close();
  }
}

async function unlockUser(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  const email = zEmail.safeParse(values.email);
  if (!email.success) throw new Error(`--email: ${email.error.issues[0].message}\n\n${usage}`);
  const database = await openConfiguredDatabase(readConfig());
  try {
    await clearAccountLoginFailures(database.db, email.data);
    console.log(`Cleared the failed sign-ins of ${email.data}.`);
  } finally {
    await database.close();
  }
}

async function listUnattributed(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { limit: { type: 'string', default: '50' } } });
  const limit = z.coerce.number().int().min(1).max(1000).safeParse(values.limit);
  if (!limit.success) throw new Error(`--limit: a whole number from 1 to 1000\n\n${usage}`);
  const database = await openConfiguredDatabase(readConfig());
  try {
    const events = await listUnattributedEvents(database.db, limit.data);
    if (events.length === 0) console.log('No audit rows without a team.');
    for (const event of events) {
      const details = Object.keys(event.details).length === 0 ? '' : JSON.stringify(event.details);
      console.log(
        [event.at, auditActionLabels[event.action], event.actorEmail, event.address, details].join('\t'),
      );
    }
  } finally {
    await database.close();
  }
}

async function run(argv: string[]): Promise<void> {
  const [resource, action, ...rest] = argv;
  if (resource === 'user' && action === 'add') return addUser(rest);
  if (resource === 'user' && action === 'unlock') return unlockUser(rest);
  if (resource === 'audit' && action === 'unattributed') return listUnattributed(rest);
  throw new Error(usage);
}

loadEnvFile();
try {
  await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
