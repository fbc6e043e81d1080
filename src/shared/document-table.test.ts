import { describe, expect, it } from 'vitest';
import type { DocumentListItem } from './document';
import {
  defaultDocumentFilters,
  defaultDocumentSort,
  documentCounters,
  matchesDocumentFilters,
  nextDocumentSort,
  pageButtons,
  pageCount,
  pageOf,
  sortDocuments,
} from './document-table';

const now = Date.parse('2025-06-15T12:00:00.000Z');
const day = 24 * 60 * 60 * 1000;

function doc(overrides: Partial<DocumentListItem> & Pick<DocumentListItem, 'id'>): DocumentListItem {
  return {
    name: `Document ${overrides.id}.pdf`,
    type: 'other',
    mimeType: 'application/pdf',
    fileSize: 1000,
    status: 'processed',
    statusReason: null,
    processingNotes: [],
    quarantined: [],
    createdAt: new Date(now - overrides.id * day).toISOString(),
    investmentId: null,
    category: 'operational',
    description: null,
    confidentialityLevel: 'internal',
    keepOutOfAi: false,
    keptOutOfAi: false,
    sentToModel: null,
    ...overrides,
  };
}

describe('documentCounters', () => {
  it('counts analyzed as processed and only the last 7 days as this week', () => {
    const documents = [
      doc({ id: 1, status: 'analyzed' }),
      doc({ id: 2, status: 'processing' }),
      doc({ id: 7, status: 'error' }),
      doc({ id: 8, status: 'processed' }),
    ];
    expect(documentCounters(documents, now)).toEqual({ total: 4, processed: 2, processing: 1, thisWeek: 3 });
  });
});

describe('matchesDocumentFilters', () => {
  const deck = doc({ id: 1, name: 'Helios Deck.pdf', type: 'fund_deck', investmentId: 4 });
  const ddq = doc({ id: 2, name: 'Questions.docx', type: 'ddq', status: 'analyzed' });
  const failed = doc({ id: 3, type: 'lpa', status: 'error' });

  const matching = (filters: Partial<typeof defaultDocumentFilters>) =>
    [deck, ddq, failed]
      .filter((document) => matchesDocumentFilters(document, { ...defaultDocumentFilters, ...filters }))
      .map((document) => document.id);

  it('searches the name and the type label, case-insensitively', () => {
    expect(matching({ search: 'helios' })).toEqual([1]);
    expect(matching({ search: 'due diligence' })).toEqual([2]);
    expect(matching({ search: 'LPA' })).toEqual([3]);
  });

  it('filters by type, status (analyzed is processed) and investment', () => {
    expect(matching({ type: 'ddq' })).toEqual([2]);
    expect(matching({ status: 'processed' })).toEqual([1, 2]);
    expect(matching({ status: 'error' })).toEqual([3]);
    expect(matching({ investment: 'general' })).toEqual([2, 3]);
    expect(matching({ investment: 4 })).toEqual([1]);
  });
});

describe('sorting', () => {
  const documents = [
    doc({ id: 1, name: 'b.pdf', fileSize: 30 }),
    doc({ id: 2, name: 'a.pdf', fileSize: 10 }),
    doc({ id: 3, name: 'C.pdf', fileSize: 20 }),
  ];

  it('defaults to newest first and sorts any column both ways', () => {
    expect(sortDocuments(documents, defaultDocumentSort).map((d) => d.id)).toEqual([1, 2, 3]);
    expect(sortDocuments(documents, { column: 'name', direction: 'asc' }).map((d) => d.id)).toEqual([
      2, 1, 3,
    ]);
    expect(sortDocuments(documents, { column: 'fileSize', direction: 'desc' }).map((d) => d.id)).toEqual([
      1, 3, 2,
    ]);
  });

  it('starts a new column ascending (dates newest first) and reverses on a second click', () => {
    expect(nextDocumentSort(defaultDocumentSort, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextDocumentSort({ column: 'name', direction: 'asc' }, 'name').direction).toBe('desc');
    expect(nextDocumentSort({ column: 'name', direction: 'asc' }, 'createdAt').direction).toBe('desc');
  });
});

describe('paging', () => {
  it('shows 10 rows a page and at most 5 page buttons around the current page', () => {
    const rows = Array.from({ length: 95 }, (_, index) => index);
    expect(pageCount(rows.length)).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(rows, 2)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
  });
});
