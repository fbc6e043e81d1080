import type { Role } from '@shared/roles';
import { defaultUserSettings, type UserSettings } from '@shared/settings';
import type { Team, TeamMember } from '@shared/team';
import type { User } from '@shared/user';

export const testPassword = 'correct-horse-battery';

export function testUser(role: Role, overrides: Partial<User> = {}): User {
  const settings: UserSettings = structuredClone(defaultUserSettings);
  return {
    id: { admin: 1, member: 2, viewer: 3 }[role],
    email: `${role}@example.com`,
    firstName: { admin: 'Alex', member: 'Jordan', viewer: 'Sam' }[role],
    lastName: 'Tester',
    role,
    teamId: 10,
    lastLoginAt: null,
    settings,
    ...overrides,
  };
}

export const testTeam: Team = {
  id: 10,
  name: 'Test Capital',
  description: 'Fund-of-funds team',
  memberCount: 3,
  aiExcludedLevels: [],
  passwordSignIn: true,
};

export const testMembers: TeamMember[] = [
  { id: 1, firstName: 'Alex', lastName: 'Tester', email: 'admin@example.com', role: 'admin' },
  { id: 2, firstName: 'Jordan', lastName: 'Tester', email: null, role: 'member' },
  { id: 3, firstName: 'Sam', lastName: 'Tester', email: 'viewer@example.com', role: 'viewer' },
];
