import { readUserSettings } from '@shared/settings';
import type { User } from '@shared/user';
import type { UserRow } from '../../db/schema';

/** A user row as SPEC's User: never the password hash, settings filled with their defaults. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    teamId: row.teamId,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    settings: readUserSettings(row.settings),
  };
}
