import type { AuditFilters } from '@shared/audit';
import type { AnalyticsRange, DetailedKind } from '@shared/analytics';

/**
 * Every query key of the client, one factory per resource. Keys start with the API path they read, so
 * invalidating a prefix (e.g. investmentKeys.all) refreshes every query under it.
 */
export const userKeys = { current: ['/api/auth/user'] as const };

export const teamKeys = {
  team: ['/api/team'] as const,
  members: ['/api/team/members'] as const,
  aiModel: ['/api/team/ai-model'] as const,
};

export const auditKeys = {
  all: ['/api/audit-events'] as const,
  page: (filters: AuditFilters) => ['/api/audit-events', filters] as const,
};

export const investmentKeys = {
  all: ['/api/investments'] as const,
  detail: (id: number) => ['/api/investments', id] as const,
  notes: (id: number) => ['/api/investments', id, 'notes'] as const,
  analysis: (id: number) => ['/api/investments', id, 'analysis'] as const,
};

export const activityKeys = { all: ['/api/activities'] as const };
export const metricsKeys = { all: ['/api/metrics'] as const };

export const documentKeys = {
  all: ['/api/documents'] as const,
  ofInvestment: (investmentId: number) => ['/api/documents', { investmentId }] as const,
  search: (q: string) => ['/api/documents', { q }] as const,
  /** Everything cached of one document: its text and its summary. */
  detail: (id: number) => ['/api/documents', id] as const,
  view: (id: number) => ['/api/documents', id, 'view'] as const,
  summary: (id: number) => ['/api/documents', id, 'summary'] as const,
  modelReading: ['/api/documents', 'model-reading'] as const,
};

export const analyticsKeys = {
  all: ['/api/analytics'] as const,
  trends: (range: AnalyticsRange) => ['/api/analytics', 'trends', { range }] as const,
  keywords: (range: AnalyticsRange) => ['/api/analytics', 'keywords', { range }] as const,
  dealTypes: (range: AnalyticsRange) => ['/api/analytics', 'deal-types', { range }] as const,
  detailed: (kind: DetailedKind, range: AnalyticsRange) =>
    ['/api/analytics', 'detailed', { kind, range }] as const,
};
