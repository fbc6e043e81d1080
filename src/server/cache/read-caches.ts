import type { UserRow } from '../db/schema';
import { TeamReadCache } from './team-read-cache';
import { VersionedTeamCache } from './versioned-team-cache';

export type SessionUser = { user: UserRow; sessionId: string };

/**
 * The read caches of one app process. The short-lived ones are evicted by the auth guard after a team's
 * writes; the pipeline list is checked against the team's version in PostgreSQL on every request.
 */
export type ReadCaches = {
  /** By session id: the signed-in user, read on every request. */
  sessions: TeamReadCache<SessionUser>;
  /** By team id: the team's people as stored, before per-viewer e-mail privacy is applied. */
  teamMembers: TeamReadCache<UserRow[]>;
  /** By team id: the pipeline as the JSON GET /api/investments sends, serialised once per change. */
  investmentLists: VersionedTeamCache<string>;
};

export function createReadCaches(): ReadCaches {
  return {
    sessions: new TeamReadCache(),
    teamMembers: new TeamReadCache(),
    investmentLists: new VersionedTeamCache(),
  };
}

export function evictTeam(caches: ReadCaches, teamId: number): void {
  caches.sessions.evictTeam(teamId);
  caches.teamMembers.evictTeam(teamId);
}
