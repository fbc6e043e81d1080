import { z } from 'zod';

export const roles = ['admin', 'member', 'viewer'] as const;
export const zRole = z.enum(roles);
export type Role = z.infer<typeof zRole>;

/** What each role may do on the server; the UI reads the same table to hide what it may not. */
const roleRank: Record<Role, number> = { viewer: 0, member: 1, admin: 2 };

/** True when `role` is at least `required` (admin > member > viewer). */
export function hasRole(role: Role, required: Role): boolean {
  return roleRank[role] >= roleRank[required];
}
