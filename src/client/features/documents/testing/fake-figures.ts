import { factConceptLabel, type DocumentFact } from '@shared/document-facts';
import { zDocumentFiguresQuery } from '@shared/document-figures';
import { json } from '@client/testing/json-response';

/** A figure as GET /api/documents/{id}/figures answers it; tests override what they look at. */
export function testFigure(
  overrides: Partial<DocumentFact> & Pick<DocumentFact, 'id' | 'label' | 'value'>,
): DocumentFact {
  return {
    documentId: 1,
    analystVersion: 1,
    reader: 'local',
    disagreesWith: [],
    concept: 'other',
    number: null,
    unit: null,
    scale: null,
    period: null,
    scope: 'fund',
    scopeName: null,
    basis: null,
    targetOrActual: null,
    page: null,
    sheet: null,
    cell: null,
    quote: `${overrides.label} ${overrides.value}`,
    kind: 'amount',
    numberHigh: null,
    column: null,
    section: null,
    conceptScore: 0.9,
    highlight: false,
    ...overrides,
  };
}

const figuresPath = /^\/api\/documents\/(\d+)\/figures(\.csv)?(?:\?(.*))?$/;

const sortKeys = {
  rank: () => 0,
  label: (figure: DocumentFact) => figure.label.toLowerCase(),
  value: (figure: DocumentFact) => figure.number,
  page: (figure: DocumentFact) => figure.page,
  concept: (figure: DocumentFact) => factConceptLabel(figure.concept),
};

/**
 * The figure routes of the fake API, answering as the server does: each document's ledger (in the
 * analyst's order) searched over label, value, concept and quote, kept to disagreements when asked, sorted with empty values last, paged,
 * and the CSV of what the search keeps. Answers undefined for other paths.
 */
export function createFakeFigures(ledgers: Record<number, DocumentFact[]>) {
  return function handle(method: string, path: string): Response | undefined {
    const match = figuresPath.exec(path);
    if (!match || method !== 'GET') return undefined;
    const ledger = ledgers[Number(match[1])] ?? [];
    const query = zDocumentFiguresQuery.parse(Object.fromEntries(new URLSearchParams(match[3] ?? '')));
    const needle = query.q?.toLowerCase() ?? '';
    const kept = ledger
      .map((figure, rank) => ({ figure, rank }))
      .filter(({ figure }) => query.only !== 'disagreements' || figure.disagreesWith.length > 0)
      .filter(({ figure }) =>
        [figure.label, figure.value, figure.concept, factConceptLabel(figure.concept), figure.quote].some(
          (text) => text.toLowerCase().includes(needle),
        ),
      );
    const key = sortKeys[query.sort];
    const direction = query.order === 'desc' ? -1 : 1;
    kept.sort((a, b) => {
      const [x, y] = [key(a.figure), key(b.figure)];
      if (query.sort === 'rank') return direction * (a.rank - b.rank);
      if (x === y) return a.rank - b.rank;
      if (x === null) return 1;
      if (y === null) return -1;
      return direction * (x < y ? -1 : 1);
    });
    const figures = kept.map(({ figure }) => figure);
    if (match[2]) {
      const rows = ['label,value', ...figures.map((figure) => `${figure.label},${figure.value}`)];
      return new Response(rows.join('\r\n'), { status: 200, headers: { 'Content-Type': 'text/csv' } });
    }
    return json(200, {
      figures: figures.slice(query.offset, query.offset + query.limit),
      total: figures.length,
    });
  };
}
