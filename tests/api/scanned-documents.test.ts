import { describe, expect, it } from 'vitest';
import type { DocumentFiguresResponse } from '@shared/document-figures';
import { makeScannedPdf, makeTextPdf } from '../../src/server/extraction/test-support/make-scanned-pdf';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { multipart } from './multipart';
import { until } from './until';

const t = useTestApp({ processDocuments: true, extractionTimeoutMs: 60_000 });

const callNotice = [
  'Capital Call Notice',
  'The General Partner of Harbour Growth Fund III calls capital of $12,500,000 from its limited partners, due on 15 March 2024.',
];
const quarterLetter = [
  'Quarterly Letter',
  'Northwind Logistics, the largest holding of the Fund, grew revenue by 23% over the year. The net IRR of the Fund was 18.4% at quarter end.',
];

type Row = { id: number; status: string; statusReason: string | null; processingNotes: string[] };

async function upload(who: SignedIn, name: string, content: Uint8Array): Promise<number> {
  const body = await multipart([{ name, content }], {});
  const response = await as(t.app, who, { method: 'POST', url: '/api/documents/upload', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().documents as { id: number }[])[0].id;
}

/** The document once processed, and every status reason seen while it was processing. */
async function processed(who: SignedIn, id: number) {
  const reasons = new Set<string>();
  const row = await until(async () => {
    const current: Row = (await as(t.app, who, { method: 'GET', url: `/api/documents/${id}` })).json();
    if (current.status === 'processing' && current.statusReason) reasons.add(current.statusReason);
    return current.status === 'processing' ? undefined : current;
  }, `document ${id} is processed`);
  return { row, reasons: [...reasons] };
}

describe('a scanned PDF uploaded through the API', () => {
  it('is read by OCR with progress beside its status, found by search, and its figures cited with their page', async () => {
    const admin = await registerTeam(t.app);
    const id = await upload(
      admin,
      'Scanned call notice.pdf',
      await makeScannedPdf([callNotice, quarterLetter]),
    );
    const { row, reasons } = await processed(admin, id);
    expect(row).toMatchObject({ status: 'processed', statusReason: null });
    expect(row.processingNotes).toContainEqual(
      expect.stringMatching(/^Read by OCR \(no text layer\): pages 1-2;/),
    );
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((reason) => /^OCR page [12] of 2$/.test(reason))).toBe(true);

    const search = await as(t.app, admin, { method: 'GET', url: '/api/documents?q=Northwind' });
    expect(search.json().map((hit: { id: number }) => hit.id)).toEqual([id]);

    const figures: DocumentFiguresResponse = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents/${id}/figures?limit=200` })
    ).json();
    const irr = figures.figures.find((figure) => figure.quote.includes('18.4%'));
    expect(irr?.page).toBe(2);
    const call = figures.figures.find((figure) => figure.quote.includes('12,500,000'));
    expect(call?.page).toBe(1);

    // Another team neither finds the scan nor reads its figures.
    const other = await registerTeam(t.app);
    expect((await as(t.app, other, { method: 'GET', url: '/api/documents?q=Northwind' })).json()).toEqual([]);
    expect((await as(t.app, other, { method: 'GET', url: `/api/documents/${id}/figures` })).statusCode).toBe(
      404,
    );
  });

  it('never OCRs a PDF whose pages have a text layer', async () => {
    const admin = await registerTeam(t.app);
    const id = await upload(admin, 'Typeset call notice.pdf', await makeTextPdf([callNotice]));
    const { row, reasons } = await processed(admin, id);
    expect(row.status).toBe('processed');
    expect(row.processingNotes.filter((note) => note.includes('OCR'))).toEqual([]);
    expect(reasons).toEqual([]);
  });
});
