import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { AddTeamMemberInput, Team, TeamAiAccessInput, TeamMember, UpdateTeamInput } from '@shared/team';
import type { Role } from '@shared/roles';
import { readUserSettings } from '@shared/settings';
import type { Db } from '../../db/client';
import { teams, users, type UserRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { clearAccountLoginFailures } from '../../auth/login-throttle';
import { hashPassword } from '../../auth/password';
import { emailTakenMessage } from '../auth/service';

export const lastAdminMessage = 'A team must keep at least one admin';

export async function getTeam(db: Db, teamId: number): Promise<Team> {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      description: teams.description,
      memberCount: count(users.id),
      aiExcludedLevels: teams.aiExcludedLevels,
      passwordSignIn: teams.passwordSignIn,
    })
    .from(teams)
    .leftJoin(users, eq(users.teamId, teams.id))
    .where(eq(teams.id, teamId))
    .groupBy(teams.id);
  if (!row) throw notFound('Team');
  return row;
}

/** The team's people as stored, in the order the member list shows them. */
export async function loadTeamPeople(db: Db, teamId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.teamId, teamId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The member list as one viewer sees it: each e-mail shown only to admins, to its owner, or where its owner allows. */
export function presentTeamMembers(people: readonly UserRow[], viewer: UserRow): TeamMember[] {
  return people.map((person) => {
    const visible =
      viewer.role === 'admin' ||
      person.id === viewer.id ||
      readUserSettings(person.settings).privacy.showEmail;
    return {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: visible ? person.email : null,
      role: person.role,
    };
  });
}

export async function updateTeam(db: Db, teamId: number, input: UpdateTeamInput): Promise<Team> {
  await db.update(teams).set(input).where(eq(teams.id, teamId));
  return getTeam(db, teamId);
}

/** Keeps the documents of these confidentiality levels out of AI, from the next question on. */
export async function setTeamAiAccess(db: Db, teamId: number, input: TeamAiAccessInput): Promise<Team> {
  await db
    .update(teams)
    .set({ aiExcludedLevels: [...new Set(input.aiExcludedLevels)] })
    .where(eq(teams.id, teamId));
  return getTeam(db, teamId);
}

/** Lets the team sign in with passwords, or with single sign-on only. */
export async function setTeamPasswordSignIn(db: Db, teamId: number, passwordSignIn: boolean): Promise<Team> {
  await db.update(teams).set({ passwordSignIn }).where(eq(teams.id, teamId));
  return getTeam(db, teamId);
}

export async function addTeamMember(db: Db, teamId: number, input: AddTeamMemberInput): Promise<TeamMember> {
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw new AppError('conflict', emailTakenMessage);
  const [row] = await db
    .insert(users)
    .values({
      teamId,
      passwordHash,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
    })
    .returning();
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, role: row.role };
}

/** Changes a member's role within the caller's team; the last admin cannot step down. */
export async function changeMemberRole(
  db: Db,
  options: { teamId: number; memberId: number; role: Role },
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    // Lock the team's admins so two concurrent demotions cannot both pass the check.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.teamId, options.teamId), eq(users.role, 'admin')))
      .for('update');
    const [member] = await tx
      .select()
      .from(users)
      .where(and(eq(users.teamId, options.teamId), eq(users.id, options.memberId)));
    if (!member) throw notFound('Team member');
    const demotesLastAdmin =
      member.role === 'admin' && options.role !== 'admin' && admins.every((admin) => admin.id === member.id);
    if (demotesLastAdmin) throw new AppError('conflict', lastAdminMessage);
    const [row] = await tx
      .update(users)
      .set({ role: options.role })
      .where(and(eq(users.id, member.id), ne(users.role, options.role)))
      .returning();
    const updated = row ?? member;
    return {
      id: updated.id,
      firstName: updated.firstName,
      lastName: updated.lastName,
      email: updated.email,
      role: updated.role,
    };
  });
}

/** An admin clears a member's sign-in throttle (their own included), from every address. */
export async function unlockMemberSignIn(
  db: Db,
  options: { teamId: number; memberId: number },
): Promise<void> {
  const [member] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.teamId, options.teamId), eq(users.id, options.memberId)));
  if (!member) throw notFound('Team member');
  await clearAccountLoginFailures(db, member.email);
}
