/** Query keys for the team; they spell the API path, so the default fetch and invalidation agree. */
export const teamKeys = {
  team: ['/api/team'] as const,
  members: ['/api/team/members'] as const,
};
