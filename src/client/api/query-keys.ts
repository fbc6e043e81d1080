/**
 * Query keys for the team's data. They spell the API path, so the default fetch and invalidation agree;
 * invalidating a prefix (e.g. ['/api/investments']) refreshes every query under it.
 */
export const investmentKeys = {
  all: ['/api/investments'] as const,
  detail: (id: number) => ['/api/investments', id] as const,
  notes: (id: number) => ['/api/investments', id, 'notes'] as const,
};

export const activityKeys = { all: ['/api/activities'] as const };
export const metricsKeys = { all: ['/api/metrics'] as const };

export const documentKeys = {
  all: ['/api/documents'] as const,
  ofInvestment: (investmentId: number) => ['/api/documents', { investmentId }] as const,
};
