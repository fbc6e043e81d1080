import type { ModelRereadingProgress } from '@shared/model-rereading';
import {
  documentSearchTotalHeader,
  zDocumentAiAccessInput,
  type DocumentListItem,
  type DocumentSearchHit,
} from '@shared/document';
import {
  zDocumentSummaryResponse,
  type DocumentSummary,
  type DocumentSummaryResponse,
} from '@shared/document-summary';
import { json } from '@client/testing/json-response';

/** A document as GET /api/documents answers it; tests override what they look at. */
export function testDocument(
  overrides: Partial<DocumentListItem> & Pick<DocumentListItem, 'id'>,
): DocumentListItem {
  return {
    name: `Document ${overrides.id}.pdf`,
    type: 'other',
    mimeType: 'application/pdf',
    fileSize: 1_572_864,
    status: 'processed',
    statusReason: null,
    processingNotes: [],
    quarantined: [],
    createdAt: '2025-01-01T00:00:00.000Z',
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

export function testSummary(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    title: 'Fund deck summary',
    type: 'fund_deck',
    confidenceScore: 85,
    wordCount: 12_345,
    executiveSummary: 'A growth fund raising $1.35B.',
    keyPoints: ['Target fund size of $1.35B'],
    financialHighlights: { 'Fund size': '$1.35B', 'Management fee': '2.0%' },
    riskFactors: ['Key-person dependency'],
    opportunities: ['Proprietary deal flow'],
    recommendations: ['Meet the founding partners'],
    conclusion: 'Worth a closer look.',
    keyMetrics: { wordCount: 12_345, pageCount: 3, contentLength: 80_000 },
    ...overrides,
  };
}

function responseOf(summary: DocumentSummary): DocumentSummaryResponse {
  return zDocumentSummaryResponse.parse({ ...summary, facts: [] });
}

const investmentPath = /^\/api\/documents\?investmentId=(\d+)$/;
const itemPath = /^\/api\/documents\/(\d+)(?:\/(summary|view|download|generate-summary|ai-access))?$/;

/**
 * The document routes of the fake API: the team's documents (all, or one investment's) with their
 * summaries and texts, search hits a test sets, and archive and delete that change the list. Answers
 * undefined for other paths.
 */
export function createFakeDocuments({
  documents: initial,
  summaries = {},
  contents = {},
  searchHits = [],
  searchTotal,
  rereading = [null],
}: {
  documents: DocumentListItem[];
  summaries?: Record<number, DocumentSummary>;
  contents?: Record<number, string>;
  searchHits?: DocumentSearchHit[];
  /** What the server says matched in all; the hits' count when not set. */
  searchTotal?: number;
  /** The re-reading's progress at each call, in turn; the last one stays. */
  rereading?: ModelRereadingProgress['reading'][];
}) {
  const progress = [...rereading];
  let documents = [...initial];
  const stored = { ...summaries };

  function handle(method: string, path: string, body?: unknown): Response | undefined {
    if (path === '/api/documents' && method === 'GET') return json(200, documents);
    if (path === '/api/documents/model-reading' && method === 'GET')
      return json(200, { reading: progress.length > 1 ? progress.shift() : progress[0] });
    const forInvestment = investmentPath.exec(path);
    if (forInvestment && method === 'GET') {
      const investmentId = Number(forInvestment[1]);
      return json(
        200,
        documents.filter((document) => document.investmentId === investmentId),
      );
    }
    if (path.startsWith('/api/documents?q=') && method === 'GET') {
      const response = json(200, searchHits);
      response.headers.set(documentSearchTotalHeader, String(searchTotal ?? searchHits.length));
      return response;
    }

    const match = itemPath.exec(path);
    if (!match) return undefined;
    const id = Number(match[1]);
    const document = documents.find((candidate) => candidate.id === id);
    if (!document) return json(404, { message: 'Document not found' });
    switch (`${method} ${match[2] ?? ''}`) {
      case 'GET summary': {
        const summary = stored[id];
        return summary ? json(200, responseOf(summary)) : json(404, { message: 'No summary yet' });
      }
      case 'GET view': {
        const content = contents[id] ?? '';
        return json(200, {
          content,
          wordCount: content.split(/\s+/).filter(Boolean).length,
          name: document.name,
          type: document.type,
          status: document.status,
        });
      }
      case 'GET download':
        return new Response('file bytes', { status: 200, headers: { 'Content-Type': document.mimeType } });
      case 'POST generate-summary': {
        const summary = testSummary({ ...stored[id], confidenceScore: 72 });
        stored[id] = summary;
        return json(200, { summary });
      }
      case 'PATCH ': {
        const archived = { ...document, status: 'archived' };
        documents = documents.map((candidate) => (candidate.id === id ? archived : candidate));
        return json(200, archived);
      }
      case 'PATCH ai-access': {
        // No team level is kept out here: the document's own mark is all there is.
        const { keepOutOfAi } = zDocumentAiAccessInput.parse(body);
        const changed = { ...document, keepOutOfAi, keptOutOfAi: keepOutOfAi };
        documents = documents.map((candidate) => (candidate.id === id ? changed : candidate));
        return json(200, changed);
      }
      case 'DELETE ':
        documents = documents.filter((candidate) => candidate.id !== id);
        return new Response(null, { status: 204 });
      default:
        return undefined;
    }
  }

  /** What the server's background processing does to a document. */
  const setStatus = (id: number, status: string) => {
    documents = documents.map((document) => (document.id === id ? { ...document, status } : document));
  };

  return { handle, list: () => documents, setStatus };
}
