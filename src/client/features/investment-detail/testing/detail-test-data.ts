import type { DocumentListItem } from '@shared/document';
import type { Investment } from '@shared/investment';
import type { InvestmentAnalysis } from '@shared/investment-analysis';
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
    previousIrr: null,
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

/** An analysis as GET /api/investments/{id}/analysis answers it, with one of each kind of evidence. */
export function testAnalysis(overrides: Partial<InvestmentAnalysis> = {}): InvestmentAnalysis {
  return {
    investmentScore: 7.3,
    riskLevel: 'Medium',
    confidence: 85,
    executiveSummary: 'Northbridge Growth Partners IV scores 7.3 out of 10 on the rubric.',
    recommendation: 'PROCEED',
    reasoning: 'PROCEED: the weighted score is 7.3 and the risk level Medium.',
    strengths: [
      { title: 'Performance and track record', description: 'Net IRR 24.5%, prior fund.', impact: 'High' },
    ],
    risks: [{ title: 'Recorded by the team', description: 'Key-person dependency', severity: 'High' }],
    financialAnalysis: {
      targetSize: '$1.35B',
      managementFee: '2.0%',
      carriedInterest: '20%',
      projectedIRR: '24.5%',
      projectedMultiple: null,
    },
    financialSources: {
      targetSize: { kind: 'field', field: 'targetSize', label: 'Target size', value: '$1.35B' },
      projectedIRR: {
        kind: 'document',
        documentId: 12,
        documentName: 'Fund III report.pdf',
        page: 4,
        quote: 'Net IRR 24.5%',
      },
    },
    rubric: [
      {
        criterion: 'performance',
        label: 'Performance and track record',
        weight: 0.25,
        score: 8.5,
        rationale: 'Net IRR 24.5%, prior fund.',
        evidence: [
          {
            kind: 'document',
            documentId: 12,
            documentName: 'Fund III report.pdf',
            page: 4,
            quote: 'Net IRR 24.5%',
          },
        ],
      },
      {
        criterion: 'team',
        label: 'Team and key-person exposure',
        weight: 0.15,
        score: 6,
        rationale: 'Managed by Northbridge Capital; one note on the team.',
        evidence: [{ kind: 'note', noteId: 101, quote: 'Reference calls were positive.' }],
      },
    ],
    generatedAt: '2026-11-23T12:00:00.000Z',
    fallback: false,
    unverifiedFigures: [],
    ...overrides,
  };
}
