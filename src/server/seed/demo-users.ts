import type { Role } from '@shared/roles';

/** The demo team's people; their sign-in details are printed at start and written in README. */
export const demoTeamName = 'Demo Capital Partners';
export const demoPassword = 'allocator-demo';

export const demoUsers: { email: string; firstName: string; lastName: string; role: Role }[] = [
  { email: 'alex.morgan@demo-capital.com', firstName: 'Alex', lastName: 'Morgan', role: 'admin' },
  { email: 'jordan.lee@demo-capital.com', firstName: 'Jordan', lastName: 'Lee', role: 'member' },
  { email: 'sam.taylor@demo-capital.com', firstName: 'Sam', lastName: 'Taylor', role: 'viewer' },
];
