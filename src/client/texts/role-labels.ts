import type { Role } from '@shared/roles';

/** SPEC 2: how a role is named in the user menu and the team list. */
export const roleLabels: Record<Role, string> = {
  admin: 'Team Admin',
  member: 'Member',
  viewer: 'Viewer',
};
