import type { UserRow } from '../db/schema';
import { TeamReadCache } from './team-read-cache';

export type SessionUser = { user: UserRow; sessionId: string };

/** The short-lived read caches of one app process; the auth guard evicts a team's after its writes. */
export type ReadCaches = {
  /** By session id: the signed-in user, read on every request. */
  sessions: TeamReadCache<SessionUser>;
  /** By team id: the team's people as stored, before per-viewer e-mail privacy is applied. */
  teamMembers: TeamReadCache<UserRow[]>;
  /** By team id: the pipeline as the JSON GET /api/investments sends, serialised once. */
  investmentLists: TeamReadCache<string>;
};

export function createReadCaches(): ReadCaches {
  return {
    sessions: new TeamReadCache(),
    teamMembers: new TeamReadCache(),
    investmentLists: new TeamReadCache(),
  };
}

export function evictTeam(caches: ReadCaches, teamId: number): void {
  caches.sessions.evictTeam(teamId);
  caches.teamMembers.evictTeam(teamId);
  caches.investmentLists.evictTeam(teamId);
}
