import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DocumentFact, DocumentFactFields } from '@shared/document-facts';
import { figureCsvColumns, maxFiguresPage, type DocumentFiguresResponse } from '@shared/document-figures';
import { documentFacts, documents } from '../../src/server/db/schema';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';
import { multipart } from './multipart';

const t = useTestApp({ processDocuments: true });

const terms = [
  'Northbridge Growth Partners IV, L.P. is targeting a fund size of $1.35B.',
  'The management fee is 2.0% and carried interest is 20% over an 8% hurdle.',
  'Northbridge Fund III has generated a net IRR of 24.5% since its launch.',
];

/** Uploads a generated file and waits until the server has read it. */
async function processed(who: SignedIn, name: string, content: Uint8Array) {
  const body = await multipart([{ name, content }], { metadata_0: JSON.stringify({ type: 'other' }) });
  const [document] = (await as(t.app, who, { method: 'POST', url: '/api/documents/upload', ...body })).json()
    .documents;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const whole = (await as(t.app, who, { method: 'GET', url: `/api/documents/${document.id}` })).json();
    if (whole.status !== 'processing') return whole;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} is still processing`);
}

const figure = (
  fields: Partial<DocumentFactFields> & Pick<DocumentFactFields, 'concept' | 'label' | 'value'>,
) => ({
  number: null,
  unit: null,
  scale: null,
  period: null,
  scope: 'fund' as const,
  scopeName: null,
  basis: null,
  targetOrActual: null,
  page: null,
  sheet: null,
  cell: null,
  quote: `${fields.label} ${fields.value}`,
  kind: 'amount' as const,
  numberHigh: null,
  column: null,
  section: null,
  conceptScore: 0.9,
  highlight: false,
  ...fields,
});

/**
 * A ledger whose order, values and text the tests know, so what they check is the route, not the
 * analyst's reading: by position (the analyst's rank), each written to be found by one field.
 */
const ledger = [
  figure({
    concept: 'net_irr',
    label: 'Net IRR',
    value: '24.5%',
    number: 24.5,
    unit: '%',
    kind: 'percent',
    page: 2,
    scope: 'prior_fund',
    scopeName: 'Northbridge Fund III',
    section: 'Track record › Returns',
    quote: 'Fund III has generated a net IRR of 24.5%.',
    highlight: true,
  }),
  figure({
    concept: 'carried_interest',
    label: 'Carried interest',
    value: '20%',
    number: 20,
    unit: '%',
    kind: 'percent',
    page: 1,
    quote: 'Carried interest is 20%, over an "8%" hurdle.',
  }),
  figure({
    concept: 'fund_size',
    label: 'Target size',
    value: '$1.35B',
    number: 1_350_000_000,
    unit: 'USD',
    kind: 'money',
    page: 1,
    quote: 'Targeting $1.35B.',
    highlight: true,
  }),
  figure({
    concept: 'other',
    label: '=HYPERLINK("http://example.com")',
    value: '-$3.2M',
    number: -3_200_000,
    unit: 'USD',
    kind: 'money',
    sheet: 'Data',
    cell: 'B7',
    column: 'Q2 2025',
    quote: '@SUM(A1:A2)\nsecond line',
  }),
  figure({
    concept: 'management_fee',
    label: 'Management fee',
    value: '2.0%',
    number: 2,
    unit: '%',
    kind: 'percent',
    page: 1,
    quote: 'The management fee is 2.0%.',
  }),
  figure({
    concept: 'nav',
    label: 'Net asset value',
    value: '-12.5',
    number: -12.5,
    scale: 'millions',
    period: 'June 30, 2025',
    page: 3,
    quote: 'Net asset value (12.5)',
  }),
  figure({ concept: 'other', label: 'Key persons', value: 'two', quote: 'two key persons', page: 3 }),
];
const [netIrr, carry, targetSize, injected, fee, nav, keyPersons] = ledger;

/** A processed document of the admin's team whose facts are replaced by `ledger`. */
async function documentWithLedger(admin: SignedIn, name = 'Fund Terms.pdf') {
  const document = await processed(admin, name, makePdf([terms]));
  expect(document.status).toBe('processed');
  const { db } = t.database;
  await db.delete(documentFacts).where(eq(documentFacts.documentId, document.id));
  await db.insert(documentFacts).values(
    ledger.map((fields, position) => ({
      ...fields,
      teamId: admin.user.teamId,
      documentId: document.id,
      analystVersion: document.analystVersion,
      position,
    })),
  );
  return document;
}

async function figuresOf(who: SignedIn | null, id: number, query = '') {
  return as(t.app, who, { method: 'GET', url: `/api/documents/${id}/figures${query}` });
}

async function listed(who: SignedIn, id: number, query = ''): Promise<DocumentFiguresResponse> {
  const response = await figuresOf(who, id, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const labels = (response: DocumentFiguresResponse) => response.figures.map((fact) => fact.label);
const labelsOf = (...figures: (typeof ledger)[number][]) => figures.map((fact) => fact.label);

describe('GET /api/documents/:id/figures', () => {
  it("lists the analyst's figures of a processed document, in its order, with the fact's every field", async () => {
    const admin = await registerTeam(t.app);
    const document = await processed(admin, 'fund.pdf', makePdf([terms]));
    expect(document.status).toBe('processed');
    const facts: DocumentFact[] = document.facts;
    expect(facts.length).toBeGreaterThan(0);

    const { figures, total } = await listed(admin, document.id, `?limit=${maxFiguresPage}`);
    expect(total).toBe(facts.length);
    expect(figures).toEqual(facts.slice(0, maxFiguresPage));
  });

  it('pages through the ledger with the total of all pages, by rank either way', async () => {
    const admin = await registerTeam(t.app);
    const document = await documentWithLedger(admin);

    const all = await listed(admin, document.id);
    expect(all.total).toBe(ledger.length);
    expect(labels(all)).toEqual(labelsOf(...ledger));
    expect(all.figures[0]).toMatchObject({ ...netIrr, documentId: document.id });

    const second = await listed(admin, document.id, '?limit=2&offset=2');
    expect(second.total).toBe(ledger.length);
    expect(labels(second)).toEqual(labelsOf(targetSize, injected));
    const past = await listed(admin, document.id, '?limit=2&offset=50');
    expect(past).toEqual({ figures: [], total: ledger.length });

    const reversed = await listed(admin, document.id, '?sort=rank&order=desc&limit=3');
    expect(labels(reversed)).toEqual(labelsOf(keyPersons, nav, fee));
  });

  it('searches label, value, concept id and label, column, section, scope name and quote, in any case', async () => {
    const admin = await registerTeam(t.app);
    const document = await documentWithLedger(admin);
    const search = async (q: string) => {
      const found = await listed(admin, document.id, `?q=${encodeURIComponent(q)}`);
      expect(found.total, q).toBe(found.figures.length);
      return labels(found);
    };

    expect(await search('NET irr')).toEqual(labelsOf(netIrr)); // label
    expect(await search('1.35b')).toEqual(labelsOf(targetSize)); // value
    expect(await search('management_fee')).toEqual(labelsOf(fee)); // concept id
    expect(await search('fund size')).toEqual(labelsOf(targetSize)); // concept label only
    expect(await search('other figure')).toEqual(labelsOf(injected, keyPersons)); // concept label
    expect(await search('q2 2025')).toEqual(labelsOf(injected)); // column
    expect(await search('returns')).toEqual(labelsOf(netIrr)); // section
    expect(await search('northbridge')).toEqual(labelsOf(netIrr)); // scope name
    expect(await search('"8%"')).toEqual(labelsOf(carry)); // quote
    // LIKE's wildcards are taken as written: '%' is a percent sign, '_' an underscore.
    expect(await search('0%')).toEqual(labelsOf(carry, fee));
    expect(await search('t_o')).toEqual([]);
    expect(await search('no such words')).toEqual([]);
    // Blank is no search at all.
    expect(await search('   ')).toEqual(labelsOf(...ledger));
  });

  it('sorts by label, value, page and concept label either way, empty values last, ties by rank', async () => {
    const admin = await registerTeam(t.app);
    const document = await documentWithLedger(admin);
    const sorted = async (sort: string, order: 'asc' | 'desc') =>
      labels(await listed(admin, document.id, `?sort=${sort}&order=${order}`));

    // Lower-cased, compared character by character ('=' before letters).
    expect(await sorted('label', 'asc')).toEqual(
      labelsOf(injected, carry, keyPersons, fee, nav, netIrr, targetSize),
    );
    expect(await sorted('label', 'desc')).toEqual(
      labelsOf(targetSize, netIrr, nav, fee, keyPersons, carry, injected),
    );
    expect(await sorted('value', 'asc')).toEqual(
      labelsOf(injected, nav, fee, carry, netIrr, targetSize, keyPersons),
    );
    expect(await sorted('value', 'desc')).toEqual(
      labelsOf(targetSize, netIrr, carry, fee, nav, injected, keyPersons),
    );
    expect(await sorted('page', 'asc')).toEqual(
      labelsOf(carry, targetSize, fee, netIrr, nav, keyPersons, injected),
    );
    expect(await sorted('page', 'desc')).toEqual(
      labelsOf(nav, keyPersons, netIrr, carry, targetSize, fee, injected),
    );
    // Carried interest, Fund size, Management fee, Net asset value, Net IRR, Other figure.
    expect(await sorted('concept', 'asc')).toEqual(
      labelsOf(carry, targetSize, fee, nav, netIrr, injected, keyPersons),
    );
    expect(await sorted('concept', 'desc')).toEqual(
      labelsOf(injected, keyPersons, netIrr, nav, fee, targetSize, carry),
    );

    const searchedPage = await listed(admin, document.id, '?q=%25&sort=value&order=desc&limit=2&offset=1');
    expect(searchedPage.total).toBe(3);
    expect(labels(searchedPage)).toEqual(labelsOf(carry, fee));
  });

  it('answers a document still being read, or one that failed, with no figures', async () => {
    const admin = await registerTeam(t.app);
    const document = await documentWithLedger(admin);
    const { db } = t.database;
    for (const status of ['processing', 'error']) {
      await db.update(documents).set({ status }).where(eq(documents.id, document.id));
      expect(await listed(admin, document.id)).toEqual({ figures: [], total: 0 });
      const csv = await as(t.app, admin, { method: 'GET', url: `/api/documents/${document.id}/figures.csv` });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toBe(`\uFEFF${figureCsvColumns.join(',')}\r\n`);
    }
  });

  it('answers a document just uploaded, before the worker reads it, with no figures', async () => {
    const admin = await registerTeam(t.app);
    await t.stopWorker();
    try {
      const body = await multipart([{ name: 'waiting.pdf', content: makePdf([terms]) }], {
        metadata_0: JSON.stringify({ type: 'other' }),
      });
      const upload = await as(t.app, admin, { method: 'POST', url: '/api/documents/upload', ...body });
      const [document] = upload.json().documents;
      expect(document.status).toBe('processing');
      expect(await listed(admin, document.id)).toEqual({ figures: [], total: 0 });
    } finally {
      t.startWorker();
    }
  });

  it('lets a viewer read, not a signed-out caller, and hides another team’s or an unknown document', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    const other = await registerTeam(t.app);
    const document = await documentWithLedger(admin);

    expect((await listed(viewer, document.id)).total).toBe(ledger.length);
    const viewerCsv = await as(t.app, viewer, {
      method: 'GET',
      url: `/api/documents/${document.id}/figures.csv`,
    });
    expect(viewerCsv.statusCode).toBe(200);

    for (const url of [
      `/api/documents/${document.id}/figures`,
      `/api/documents/${document.id}/figures.csv`,
    ]) {
      expect((await as(t.app, null, { method: 'GET', url })).statusCode).toBe(401);
    }

    // The same answer the document's own route gives a stranger: it does not say the document exists.
    const notTheirs = await as(t.app, other, { method: 'GET', url: `/api/documents/${document.id}` });
    expect(notTheirs.statusCode).toBe(404);
    for (const id of [document.id, 2_000_000_000]) {
      for (const url of [`/api/documents/${id}/figures`, `/api/documents/${id}/figures.csv`]) {
        const response = await as(t.app, id === document.id ? other : admin, { method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual(notTheirs.json());
      }
    }
  });

  it('refuses a query it cannot read with a 400 naming the field', async () => {
    const admin = await registerTeam(t.app);
    const document = await documentWithLedger(admin);
    const cases: [string, string][] = [
      ['?sort=size', 'sort'],
      ['?order=up', 'order'],
      [`?limit=${maxFiguresPage + 1}`, 'limit'],
      ['?limit=0', 'limit'],
      ['?offset=-1', 'offset'],
      ['?limit=ten', 'limit'],
      [`?q=${'x'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await figuresOf(admin, document.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid querystring' });
      expect(Object.keys(response.json().fieldErrors), query).toEqual([field]);
    }
    const csv = await as(t.app, admin, {
      method: 'GET',
      url: `/api/documents/${document.id}/figures.csv?sort=size`,
    });
    expect(csv.statusCode).toBe(400);
    expect((await figuresOf(admin, Number.NaN)).statusCode).toBe(400);
  });
});

/** The CSV's records, read back as RFC 4180 says (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return records;
}

describe('GET /api/documents/:id/figures.csv', () => {
  it('gives a date the analyst read as a figure its day as the number', async () => {
    const admin = await registerTeam(t.app);
    const notice = await processed(
      admin,
      'Capital Call Notice No. 7.pdf',
      makePdf([
        ['Capital Call Notice', 'Due Date: March 17, 2026', 'Your share of this call is $2,000,000.'],
      ]),
    );
    const csv = await as(t.app, admin, { method: 'GET', url: `/api/documents/${notice.id}/figures.csv` });
    const [, ...rows] = parseCsv(csv.body.slice(1));
    const due = rows.find((row) => row[figureCsvColumns.indexOf('value')] === 'March 17, 2026');
    expect(
      due && [due[figureCsvColumns.indexOf('concept')], due[figureCsvColumns.indexOf('number')]],
    ).toEqual(['Due date', '2026-03-17']);
  });

  it('downloads the whole searched, sorted ledger as CSV named after the document', async () => {
    const admin = await registerTeam(t.app);
    const document = await documentWithLedger(admin, 'Fund Terms, Q2 – Final.pdf');

    const response = await as(t.app, admin, {
      method: 'GET',
      url: `/api/documents/${document.id}/figures.csv`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Fund Terms, Q2 _ Final-figures.csv"; filename*=UTF-8''Fund%20Terms%2C%20Q2%20%E2%80%93%20Final-figures.csv`,
    );
    expect(response.body.startsWith(`\uFEFF${figureCsvColumns.join(',')}\r\n`)).toBe(true);

    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([...figureCsvColumns]);
    expect(rows).toHaveLength(ledger.length);
    const column = (row: string[], name: (typeof figureCsvColumns)[number]) =>
      row[figureCsvColumns.indexOf(name)];
    expect(Object.fromEntries(figureCsvColumns.map((name) => [name, column(rows[0], name)]))).toEqual({
      concept: 'Net IRR',
      label: 'Net IRR',
      value: '24.5%',
      number: '24.5',
      unit: '%',
      scale: '',
      period: '',
      scope: 'prior_fund',
      scopeName: 'Northbridge Fund III',
      column: '',
      section: 'Track record › Returns',
      page: '2',
      sheet: '',
      cell: '',
      quote: 'Fund III has generated a net IRR of 24.5%.',
      reader: 'local',
      disagreesWith: '',
    });
    // A comma or a quote is quoted, its quotes doubled.
    expect(response.body).toContain(',"Carried interest is 20%, over an ""8%"" hurdle.",local,\r\n');
    // What a spreadsheet would run is made text; a plain signed number is left a number.
    expect(column(rows[3], 'label')).toBe(`'${injected.label}`);
    expect(column(rows[3], 'value')).toBe("'-$3.2M");
    expect(column(rows[3], 'number')).toBe('-3200000');
    expect(column(rows[3], 'quote')).toBe(`'@SUM(A1:A2)\nsecond line`);
    expect(column(rows[3], 'concept')).toBe('Other figure');
    expect(column(rows[5], 'value')).toBe('-12.5');
    expect(response.body).not.toMatch(/(^|,)[=+\-@][^\d]/m);

    const searched = await as(t.app, admin, {
      method: 'GET',
      url: `/api/documents/${document.id}/figures.csv?q=%25&sort=value&order=desc&limit=1`,
    });
    expect(parseCsv(searched.body.slice(1)).map((row) => column(row, 'label'))).toEqual([
      'label',
      ...labelsOf(netIrr, carry, fee),
    ]);
  });
});
