import type { DocumentListItem } from '@shared/document';
import type { Investment } from '@shared/investment';
import type { Note } from '@shared/note';
import { testDocument as listedDocument } from '@client/testing/fake-documents';

/** An investment with every field filled, as GET /api/investments/{id} answers it. */
export function testInvestment(overrides: Partial<Investment> = {}): Investment {
  return {
    id: 7,
    name: 'Northbridge Growth Partners IV',
    type: 'fund',
    status: 'due_diligence',
    strategy: 'Growth Equity',
    targetSize: '$1.35B',
    vintage: 2025,
    geography: 'North America',
    fundManager: 'Northbridge Capital',
    minimumInvestment: '$10M',
    investmentPeriod: '5 years',
    managementFee: '2.0%',
    carriedInterest: '20%',
    investmentThesis: 'Growth investments in vertical software.',
    keyRisks: ['Key-person dependency', 'Rising entry multiples'],
    keyOpportunities: ['Proprietary sourcing'],
    competitiveAdvantages: ['Top-quartile DPI'],
    irr: '24.5%',
    multiple: '2.3x',
    lastActivity: '2025-03-14T10:00:00.000Z',
    createdAt: '2025-01-02T09:00:00.000Z',
    ...overrides,
  };
}

export function testNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 101,
    investmentId: 7,
    content: 'Reference calls were positive.',
    type: 'due_diligence',
    authorName: 'Alex',
    createdAt: '2025-03-10T12:00:00.000Z',
    updatedAt: '2025-03-10T12:00:00.000Z',
    ...overrides,
  };
}

/** One of investment 7's documents: its fund deck, processed. */
export function testDocument(overrides: Partial<DocumentListItem> = {}): DocumentListItem {
  return listedDocument({
    id: 501,
    name: 'Fund deck.pdf',
    type: 'fund_deck',
    fileSize: 2_516_582,
    createdAt: '2025-03-01T08:00:00.000Z',
    investmentId: 7,
    category: 'marketing',
    ...overrides,
  });
}
