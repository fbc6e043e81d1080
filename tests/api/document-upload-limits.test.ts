import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { uploadDocuments } from '../../src/server/modules/documents/upload-documents';
import { createLocalBlobStore } from '../../src/server/storage/local-blob-store';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { multipart, type FilePart } from './multipart';

/** Upload limits and per-file checks; no worker runs here, so the large files are never parsed. */
const t = useTestApp();

async function upload(who: SignedIn, files: FilePart[], fields: Record<string, string> = {}) {
  const body = await multipart(files, fields);
  return as(t.app, who, { method: 'POST', url: '/api/documents/upload', ...body });
}

describe('POST /api/documents/upload limits', () => {
  it('answers each refused file with its own error and stores the rest', async () => {
    const admin = await registerTeam(t.app);
    const response = await upload(admin, [
      { name: 'notes.txt', content: 'plain text' },
      { name: 'deck.constructor', content: makePdf([['Not by this name.']]) },
      { name: 'renamed.pdf', content: 'This is not a PDF at all' },
      { name: 'empty.docx', content: new Uint8Array() },
      { name: 'huge.pdf', content: new Uint8Array(52_428_801) },
      { name: 'good.pdf', content: makePdf([['Fine.']]) },
    ]);
    expect(response.statusCode).toBe(201);
    const { documents, errors } = response.json();
    expect(documents.map((d: { name: string }) => d.name)).toEqual(['good.pdf']);
    expect(errors).toEqual([
      {
        fileName: 'notes.txt',
        message: 'notes.txt is not a supported format. Please upload PDF, DOCX, or XLSX files.',
      },
      {
        fileName: 'deck.constructor',
        message: 'deck.constructor is not a supported format. Please upload PDF, DOCX, or XLSX files.',
      },
      { fileName: 'renamed.pdf', message: 'renamed.pdf does not contain what its extension says.' },
      { fileName: 'empty.docx', message: 'empty.docx is empty.' },
      { fileName: 'huge.pdf', message: 'huge.pdf exceeds 50MB limit.' },
    ]);
  });

  it('accepts a file of exactly 50MB', async () => {
    const admin = await registerTeam(t.app);
    const exact = new Uint8Array(52_428_800);
    exact.set(Buffer.from('%PDF-1.4\n'));
    const response = await upload(admin, [{ name: 'exact.pdf', content: exact }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().documents[0].fileSize).toBe(52_428_800);
  });

  it('accepts 20 files at once and refuses 21', async () => {
    const admin = await registerTeam(t.app);
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `f${i}.pdf`, content: makePdf([[`File ${i}`]]) }));
    const twenty = await upload(admin, files(20));
    expect(twenty.statusCode).toBe(201);
    expect(twenty.json().documents).toHaveLength(20);
    const before = (await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json().length;
    const many = await upload(admin, files(21));
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe('At most 20 files can be uploaded at once.');
    expect((await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json()).toHaveLength(before);
  });

  it('answers 400 when no file was sent, and for a body that is not multipart', async () => {
    const admin = await registerTeam(t.app);
    const none = await upload(admin, [], { type: 'ddq' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select files to upload.');
    const json = await as(t.app, admin, {
      method: 'POST',
      url: '/api/documents/upload',
      payload: { documents: [] },
    });
    expect(json.statusCode).toBe(400);
  });

  it('cleans file names of paths, quotes and line breaks, and downloads with a safe header', async () => {
    const admin = await registerTeam(t.app);
    const response = await upload(admin, [
      { name: '../../etc/"evil"\r\nX-Injected: 1.pdf', content: makePdf([['Hi']]) },
    ]);
    const [document] = response.json().documents;
    expect(document.name).toMatch(/X-Injected: 1\.pdf$/);
    expect(document.name).not.toMatch(/[\\/"\r\n]/);
    const download = await as(t.app, admin, { method: 'GET', url: `/api/documents/${document.id}/download` });
    const header = download.headers['content-disposition'] as string;
    expect(header).toMatch(/^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''[^\s"]*$/);
    expect(download.headers['x-injected']).toBeUndefined();
  });

  it('files documents from parts given in code, as an import would, with the same checks and activity', async () => {
    const admin = await registerTeam(t.app);
    const scope = { teamId: admin.user.teamId, userId: admin.user.id };
    const deps = { db: t.database.db, clock: t.clock, blobStore: createLocalBlobStore(t.filesDir) };
    const result = await uploadDocuments(deps, scope, [
      {
        type: 'file',
        field: 'documents',
        fileName: 'fund-iii.pdf',
        content: Readable.from([makePdf([['LPA']])]),
      },
      { type: 'file', field: 'documents', fileName: 'fake.xls', content: Readable.from(['not a workbook']) },
      { type: 'field', name: 'type', value: 'lpa' },
      { type: 'field', name: 'tags', value: 'fund iii, legal' },
    ]);
    expect(result.errors).toEqual([
      { fileName: 'fake.xls', message: 'fake.xls does not contain what its extension says.' },
    ]);
    const listed = (await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json();
    expect(listed).toMatchObject([{ name: 'fund-iii.pdf', type: 'lpa' }]);
    const activity = (await as(t.app, admin, { method: 'GET', url: '/api/activities' })).json();
    expect(activity[0].description).toBe('Uploaded fund-iii.pdf to the General Repository');
  });
});
