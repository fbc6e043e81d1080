import type { Activity } from '@shared/activity';
import type { DocumentListItem } from '@shared/document';
import type { Metrics } from '@shared/metrics';
import { testDocument as listedDocument } from '@client/testing/fake-documents';

const minute = 60 * 1000;

export function testMetrics(overrides: Partial<Metrics> = {}): Metrics {
  return {
    activePipeline: 11,
    totalDocuments: 1500,
    documentsThisWeek: 7,
    documentsProcessed: 1400,
    totalAUM: '$4.2B',
    memosGenerated: 5,
    memosThisWeek: 2,
    aiQueries: 42,
    ...overrides,
  };
}

/** An activity that happened `minutesAgo` before now, as GET /api/activities answers it. */
export function testActivity(id: number, minutesAgo: number, description = `Activity ${id}`): Activity {
  return {
    id,
    description,
    investmentId: null,
    createdAt: new Date(Date.now() - minutesAgo * minute).toISOString(),
  };
}

/** A document as the dashboard's tests expect it: a fund deck uploaded on Mar 14, 2025. */
export function testDocument(
  overrides: Partial<DocumentListItem> & Pick<DocumentListItem, 'id'>,
): DocumentListItem {
  return listedDocument({
    type: 'fund_deck',
    fileSize: 120_000,
    createdAt: '2025-03-14T10:00:00.000Z',
    category: 'marketing',
    ...overrides,
  });
}
