import type { Role } from '@shared/roles';
import { demoUsers } from '../../../src/server/seed/demo-users';

/** The seeded demo person with this role (see src/server/seed/demo-users.ts). */
export function demoUser(role: Role): (typeof demoUsers)[number] {
  const user = demoUsers.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`The demo team has no ${role}`);
  return user;
}
