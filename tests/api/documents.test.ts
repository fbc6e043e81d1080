import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { makeCompoundFile } from '../../src/server/extraction/test-support/make-compound-file';
import { makeDoc } from '../../src/server/extraction/test-support/make-doc';
import { makeDocx } from '../../src/server/extraction/test-support/make-docx';
import { makeEncryptedPdf } from '../../src/server/extraction/test-support/make-encrypted-pdf';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { makeXlsx } from '../../src/server/extraction/test-support/make-xlsx';
import { makeZipBomb } from '../../src/server/extraction/test-support/make-zip-bomb';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';
import { multipart, type FilePart } from './multipart';

const t = useTestApp({ processDocuments: true });

const deckText = [
  'Northbridge Growth Partners IV is targeting a fund size of $1.35B with a hard cap of $1.5B.',
  'The management fee is 2.0% and carried interest is 20% over an 8% hurdle.',
  'Fund III has generated a net IRR of 24.5% and a TVPI of 2.3x since its 2019 vintage.',
  'Key risks include key-person dependency and rising valuations in vertical software.',
];

async function upload(who: SignedIn, files: FilePart[], fields: Record<string, string> = {}) {
  const body = await multipart(files, fields);
  return as(t.app, who, { method: 'POST', url: '/api/documents/upload', ...body });
}

async function settled(who: SignedIn, id: number) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const list = (await as(t.app, who, { method: 'GET', url: '/api/documents' })).json();
    const row = list.find((document: { id: number }) => document.id === id);
    if (row && row.status !== 'processing') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`document ${id} is still processing`);
}

describe('POST /api/documents/upload', () => {
  it('stores a Word 97 DOC and an Excel 97 XLS and processes both to their text', async () => {
    const admin = await registerTeam(t.app);
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([
        ['Fund', 'TVPI'],
        ['Fund II', '2.6x'],
      ]),
      'Returns',
    );
    const xls = XLSX.write(workbook, { type: 'buffer', bookType: 'xls' }) as Buffer;
    const response = await upload(admin, [
      {
        name: 'Call notes.doc',
        content: makeDoc('Call with the GP about the fund raise and the key-person clause.'),
      },
      { name: 'Returns.xls', content: xls },
    ]);
    expect(response.json().errors).toEqual([]);
    const [doc, workbookDocument] = response.json().documents;
    expect((await settled(admin, doc.id)).status).toBe('processed');
    expect((await settled(admin, workbookDocument.id)).status).toBe('processed');
    const docView = (await as(t.app, admin, { method: 'GET', url: `/api/documents/${doc.id}/view` })).json();
    expect(docView.content).toContain('key-person clause');
    const xlsView = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents/${workbookDocument.id}/view` })
    ).json();
    expect(xlsView.content).toContain('2.6x');
  });

  it('stores a PDF, DOCX and XLSX and processes each to a summary', async () => {
    const admin = await registerTeam(t.app);
    const response = await upload(
      admin,
      [
        { name: 'Northbridge Fund Deck.pdf', content: makePdf([deckText]) },
        {
          name: 'DDQ.docx',
          content: makeDocx(['Due Diligence Questionnaire', 'The firm was founded in 2004.']),
        },
        {
          name: 'Track Record.xlsx',
          content: makeXlsx([
            {
              name: 'Funds',
              rows: [
                ['Fund', 'Net IRR'],
                ['Fund III', '24.5%'],
              ],
            },
          ]),
        },
      ],
      { type: 'fund_deck' },
    );
    expect(response.statusCode).toBe(201);
    const { documents, errors } = response.json();
    expect(errors).toEqual([]);
    expect(documents.map((d: { status: string }) => d.status)).toEqual([
      'processing',
      'processing',
      'processing',
    ]);

    for (const document of documents) {
      const done = await settled(admin, document.id);
      expect(done.status, `${document.name}: ${done.statusReason}`).toBe('processed');
    }
    const deck = documents[0];
    const summary = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents/${deck.id}/summary` })
    ).json();
    expect(summary.financialHighlights).toMatchObject({ 'Target size': '$1.35B' });
    expect(summary.confidenceScore).toBeGreaterThan(0);
    const view = (await as(t.app, admin, { method: 'GET', url: `/api/documents/${deck.id}/view` })).json();
    expect(view.content).toContain('hard cap of $1.5B');
    expect(view.wordCount).toBeGreaterThan(40);
    const ddqView = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents/${documents[1].id}/view` })
    ).json();
    expect(ddqView.content).toContain('founded in 2004');
    const activity = (await as(t.app, admin, { method: 'GET', url: '/api/activities' })).json();
    expect(activity[0].description).toMatch(/^Uploaded .* to the General Repository$/);
  });

  it('files documents under an investment with per-file metadata, and refuses another team investment', async () => {
    const admin = await registerTeam(t.app);
    const stranger = await registerTeam(t.app);
    const mine = (
      await as(t.app, admin, { method: 'POST', url: '/api/investments', payload: investmentInput() })
    ).json();
    const theirs = (
      await as(t.app, stranger, { method: 'POST', url: '/api/investments', payload: investmentInput() })
    ).json();
    const response = await upload(
      admin,
      [
        { name: 'lpa.pdf', content: makePdf([['Limited Partnership Agreement']]) },
        { name: 'sneaky.pdf', content: makePdf([['x']]) },
      ],
      {
        metadata_0: JSON.stringify({
          type: 'lpa',
          category: 'legal',
          confidentialityLevel: 'confidential',
          investmentId: mine.id,
        }),
        metadata_1: JSON.stringify({ type: 'ddq', investmentId: theirs.id }),
      },
    );
    const { documents, errors } = response.json();
    expect(documents).toEqual([
      expect.objectContaining({
        name: 'lpa.pdf',
        type: 'lpa',
        category: 'legal',
        confidentialityLevel: 'confidential',
        investmentId: mine.id,
      }),
    ]);
    expect(errors).toEqual([
      { fileName: 'sneaky.pdf', message: 'sneaky.pdf: the investment it was filed under was not found.' },
    ]);
    expect(
      (await as(t.app, stranger, { method: 'GET', url: `/api/documents?investmentId=${theirs.id}` })).json(),
    ).toEqual([]);
  });

  it('is refused to viewers', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    expect((await upload(viewer, [{ name: 'a.pdf', content: makePdf([['A']]) }])).statusCode).toBe(403);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json()).toEqual([]);
  });

  it('refuses a file whose details are not valid, with its own error, and stores the rest', async () => {
    const admin = await registerTeam(t.app);
    const response = await upload(
      admin,
      [
        { name: 'good.pdf', content: makePdf([['Good']]) },
        { name: 'bad-type.pdf', content: makePdf([['Bad type']]) },
        { name: 'not-json.pdf', content: makePdf([['Not JSON']]) },
        { name: 'null.pdf', content: makePdf([['Null']]) },
      ],
      {
        metadata_0: JSON.stringify({ type: 'ddq' }),
        metadata_1: JSON.stringify({ type: 'bogus' }),
        metadata_2: '{"type": ',
        metadata_3: 'null',
      },
    );
    expect(response.statusCode).toBe(201);
    const { documents, errors } = response.json();
    expect(
      documents.map((document: { name: string; type: string }) => [document.name, document.type]),
    ).toEqual([['good.pdf', 'ddq']]);
    expect(errors).toEqual([
      {
        fileName: 'bad-type.pdf',
        message: expect.stringMatching(/^bad-type\.pdf: its details are not valid \(type: /),
      },
      {
        fileName: 'not-json.pdf',
        message: 'not-json.pdf: its details are not valid (metadata_2 is not valid JSON).',
      },
      { fileName: 'null.pdf', message: expect.stringMatching(/^null\.pdf: its details are not valid/) },
    ]);
  });

  it('refuses every file when the shared fields are not valid, with 400 and a reason each', async () => {
    const admin = await registerTeam(t.app);
    const response = await upload(admin, [{ name: 'deck.pdf', content: makePdf([['Deck']]) }], {
      investmentId: 'abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'None of the files could be stored.',
      documents: [],
      errors: [
        {
          fileName: 'deck.pdf',
          message: expect.stringMatching(/^deck\.pdf: its details are not valid \(investmentId: /),
        },
      ],
    });
    expect((await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json()).toEqual([]);
  });

  it('takes the pipeline-level type, description, investment and tags for every file', async () => {
    const admin = await registerTeam(t.app);
    const investment = (
      await as(t.app, admin, { method: 'POST', url: '/api/investments', payload: investmentInput() })
    ).json();
    const response = await upload(
      admin,
      [
        { name: 'one.pdf', content: makePdf([['One']]) },
        { name: 'two.pdf', content: makePdf([['Two']]) },
      ],
      {
        type: 'term_sheet',
        description: 'Signed terms',
        investmentId: String(investment.id),
        tags: 'legal, 2026 ,',
      },
    );
    expect(response.statusCode).toBe(201);
    for (const document of response.json().documents) {
      expect(document).toMatchObject({
        type: 'term_sheet',
        category: 'legal',
        description: 'Signed terms',
        investmentId: investment.id,
      });
      const whole = (await as(t.app, admin, { method: 'GET', url: `/api/documents/${document.id}` })).json();
      expect(whole.tags).toEqual(['legal', '2026']);
    }
  });
});

describe('document routes by role', () => {
  it('refuse viewers every write and signed-out callers everything', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    const [document] = (await upload(admin, [{ name: 'deck.pdf', content: makePdf([deckText]) }])).json()
      .documents;
    await settled(admin, document.id);
    const writes = [
      { method: 'POST', url: `/api/documents/${document.id}/generate-summary` },
      { method: 'PATCH', url: `/api/documents/${document.id}`, payload: { status: 'archived' } },
      { method: 'DELETE', url: `/api/documents/${document.id}` },
    ] as const;
    for (const write of writes) {
      expect((await as(t.app, viewer, write)).statusCode, `${write.method} ${write.url}`).toBe(403);
    }
    const reads = [
      { method: 'GET', url: '/api/documents' },
      { method: 'GET', url: '/api/documents?q=fund' },
      { method: 'GET', url: `/api/documents/${document.id}` },
      { method: 'GET', url: `/api/documents/${document.id}/summary` },
      { method: 'GET', url: `/api/documents/${document.id}/view` },
      { method: 'GET', url: `/api/documents/${document.id}/download` },
    ] as const;
    for (const read of reads) {
      expect((await as(t.app, viewer, read)).statusCode, `${read.method} ${read.url}`).toBe(200);
    }
    for (const attempt of [...writes, ...reads, { method: 'POST', url: '/api/documents/upload' } as const]) {
      expect((await as(t.app, null, attempt)).statusCode, `${attempt.method} ${attempt.url}`).toBe(401);
    }
    expect((await settled(admin, document.id)).status).toBe('processed');
  });
});

describe('processing hostile and broken files', () => {
  it('marks a corrupt PDF and a zip-bomb DOCX as errors with a reason and keeps serving', async () => {
    const admin = await registerTeam(t.app);
    const response = await upload(admin, [
      { name: 'corrupt.pdf', content: '%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF garbage' },
      { name: 'bomb.docx', content: makeZipBomb(300) },
    ]);
    const [corrupt, bomb] = response.json().documents;
    const [corruptDone, bombDone] = [await settled(admin, corrupt.id), await settled(admin, bomb.id)];
    expect(corruptDone.status).toBe('error');
    expect(corruptDone.statusReason).toBeTruthy();
    expect(bombDone.status).toBe('error');
    expect(bombDone.statusReason).toMatch(/zip bomb|expands/i);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('never reads a file a DOCX links to, and leaves Object.prototype alone with __proto__ keys', async () => {
    const admin = await registerTeam(t.app);
    const response = await upload(admin, [
      { name: 'linked.docx', content: makeDocx(['Linked picture below'], { linkTo: 'file:///etc/passwd' }) },
      {
        name: 'proto.xlsx',
        content: makeXlsx([
          {
            name: '__proto__',
            rows: [
              ['__proto__', 'polluted'],
              ['constructor', 'x'],
            ],
          },
        ]),
      },
    ]);
    const [linked, proto] = response.json().documents;
    expect((await settled(admin, linked.id)).status).toBe('processed');
    expect((await settled(admin, proto.id)).status).toBe('processed');
    const view = (await as(t.app, admin, { method: 'GET', url: `/api/documents/${linked.id}/view` })).json();
    expect(view.content).toContain('Linked picture below');
    expect(view.content).not.toMatch(/root:x:0:0/);
    // The workbook's text and summary pass through this process too (the sandbox sends them back).
    const protoView = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents/${proto.id}/view` })
    ).json();
    expect(protoView.content).toContain('__proto__,polluted');
    await as(t.app, admin, { method: 'GET', url: `/api/documents/${proto.id}` });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('says a password-protected PDF, DOCX or XLSX needs a password', async () => {
    const admin = await registerTeam(t.app);
    const officeEncrypted = () =>
      makeCompoundFile({ EncryptionInfo: new Uint8Array(64), EncryptedPackage: new Uint8Array(64) });
    const response = await upload(admin, [
      { name: 'side letter.pdf', content: await makeEncryptedPdf('Most favoured nation terms') },
      { name: 'model.docx', content: officeEncrypted() },
      { name: 'model.xlsx', content: officeEncrypted() },
    ]);
    expect(response.json().errors).toEqual([]);
    const reasons = [];
    for (const document of response.json().documents) {
      const done = await settled(admin, document.id);
      reasons.push([done.status, done.statusReason]);
    }
    expect(reasons).toEqual([
      ['error', 'The PDF is encrypted and needs a password'],
      ['error', 'The document is encrypted and needs a password'],
      ['error', 'The workbook is encrypted and needs a password'],
    ]);
  });

  it('processes a scanned PDF with no text layer, with a summary that says no text was found', async () => {
    const admin = await registerTeam(t.app);
    const [scan] = (await upload(admin, [{ name: 'scan.pdf', content: makePdf([[], []]) }])).json().documents;
    expect((await settled(admin, scan.id)).status).toBe('processed');
    const summary = (
      await as(t.app, admin, { method: 'GET', url: `/api/documents/${scan.id}/summary` })
    ).json();
    expect(summary.executiveSummary).toMatch(/^No text was found in this document/);
    expect(summary.wordCount).toBe(0);
  });

  it('finishes a job whose worker died mid-way once its lease runs out, after a restart', async () => {
    const admin = await registerTeam(t.app);
    await t.stopWorker();
    const response = await upload(admin, [{ name: 'orphan.pdf', content: makePdf([['Orphaned job text']]) }]);
    const [document] = response.json().documents;
    // A worker claims the job and dies without finishing: the job stays claimed until its lease ends.
    expect(await t.claimAsDeadWorker()).toBe(true);
    t.startWorker();
    // A worker claiming now, as the restarted one does on each poll, finds the job still leased.
    expect(await t.claimAsDeadWorker()).toBe(false);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json()[0].status).toBe(
      'processing',
    );
    t.clock.advance(t.leaseMs + 1000);
    expect((await settled(admin, document.id)).status).toBe('processed');
  });
});

describe('reading, archiving and deleting documents', () => {
  it('downloads the exact bytes that were uploaded', async () => {
    const admin = await registerTeam(t.app);
    const bytes = makePdf([deckText]);
    const [document] = (await upload(admin, [{ name: 'deck.pdf', content: bytes }])).json().documents;
    const download = await as(t.app, admin, { method: 'GET', url: `/api/documents/${document.id}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });

  it('regenerates a summary, archives, and deletes with the activity feed', async () => {
    const admin = await registerTeam(t.app);
    const [document] = (await upload(admin, [{ name: 'deck.pdf', content: makePdf([deckText]) }])).json()
      .documents;
    await settled(admin, document.id);
    const regenerated = await as(t.app, admin, {
      method: 'POST',
      url: `/api/documents/${document.id}/generate-summary`,
    });
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().summary.confidenceScore).toBeGreaterThan(0);
    const archived = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/documents/${document.id}`,
      payload: { status: 'archived' },
    });
    expect(archived.json().status).toBe('archived');
    expect(
      (
        await as(t.app, admin, {
          method: 'PATCH',
          url: `/api/documents/${document.id}`,
          payload: { status: 'processed' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await as(t.app, admin, { method: 'DELETE', url: `/api/documents/${document.id}` })).statusCode,
    ).toBe(204);
    expect(
      (await as(t.app, admin, { method: 'GET', url: `/api/documents/${document.id}/download` })).statusCode,
    ).toBe(404);
    const feed = (await as(t.app, admin, { method: 'GET', url: '/api/activities' }))
      .json()
      .map((a: { description: string }) => a.description);
    expect(feed.slice(0, 2)).toEqual(['Deleted deck.pdf', 'Archived deck.pdf']);
  });

  it('finds documents by their words, ranked, with highlighted snippets', async () => {
    const admin = await registerTeam(t.app);
    const files = [
      { name: 'credit.pdf', content: makePdf([['Senior secured direct lending to mid-market companies.']]) },
      {
        name: 'infra.pdf',
        content: makePdf([
          ['Grid storage and district heating assets.', 'Storage contracts are inflation linked.'],
        ]),
      },
    ];
    const documents = (await upload(admin, files)).json().documents;
    for (const document of documents) await settled(admin, document.id);
    const hits = (await as(t.app, admin, { method: 'GET', url: '/api/documents?q=storage' })).json();
    expect(hits.map((hit: { name: string }) => hit.name)).toEqual(['infra.pdf']);
    expect(hits[0].snippet).toContain('<mark>');
    expect(hits[0].rank).toBeGreaterThan(0);
    expect(
      (await as(t.app, admin, { method: 'GET', url: '/api/documents?q=nothing-matches-this' })).json(),
    ).toEqual([]);
  });
});

describe('document routes between two teams', () => {
  it('answer 404 for another team document on every route', async () => {
    const owner = await registerTeam(t.app);
    const stranger = await registerTeam(t.app);
    const [document] = (await upload(owner, [{ name: 'private.pdf', content: makePdf([deckText]) }])).json()
      .documents;
    await settled(owner, document.id);
    const attempts = [
      { method: 'GET', url: `/api/documents/${document.id}` },
      { method: 'GET', url: `/api/documents/${document.id}/summary` },
      { method: 'GET', url: `/api/documents/${document.id}/view` },
      { method: 'GET', url: `/api/documents/${document.id}/download` },
      { method: 'POST', url: `/api/documents/${document.id}/generate-summary` },
      { method: 'PATCH', url: `/api/documents/${document.id}`, payload: { status: 'archived' } },
      { method: 'DELETE', url: `/api/documents/${document.id}` },
    ] as const;
    for (const attempt of attempts) {
      expect((await as(t.app, stranger, attempt)).statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect(
      (await as(t.app, stranger, { method: 'GET', url: '/api/documents?q=Northbridge' })).json(),
    ).toEqual([]);
    expect((await settled(owner, document.id)).status).toBe('processed');
  });
});
