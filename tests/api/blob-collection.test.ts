import { createHash } from 'node:crypto';
import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { collectBlobJob, unusedBlobGraceMs } from '../../src/server/modules/documents/collect-blobs';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';
import { multipart, type FilePart } from './multipart';

const t = useTestApp({ processDocuments: true });
const hour = 60 * 60 * 1000;

const sha256Of = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const blobPath = (sha256: string) =>
  join(t.filesDir, 'blobs', sha256.slice(0, 2), sha256.slice(2, 4), sha256);

/** Makes the stored bytes look written `ago` ms before the app's clock says it is now. */
function writtenAgo(sha256: string, ago: number) {
  const at = new Date(t.clock.now().getTime() - ago);
  utimesSync(blobPath(sha256), at, at);
}

async function upload(who: SignedIn, files: FilePart[], fields: Record<string, string> = {}) {
  const body = await multipart(files, fields);
  return as(t.app, who, { method: 'POST', url: '/api/documents/upload', ...body });
}

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** The collection jobs for one blob, oldest first. */
async function collections(sha256: string) {
  return t.database.db
    .select({ status: jobs.status, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, collectBlobJob), sql`${jobs.payload}->>'sha256' = ${sha256}`))
    .orderBy(jobs.id);
}

const allCollected = async (sha256: string) =>
  (await collections(sha256)).every((job) => job.status === 'done' || job.status === 'failed');

async function settled(who: SignedIn, id: number) {
  await until(async () => {
    const list = (await as(t.app, who, { method: 'GET', url: '/api/documents' })).json();
    return list.find((document: { id: number }) => document.id === id)?.status !== 'processing';
  }, `document ${id} is processed`);
}

describe('stored files', () => {
  it('are deleted with the last document that names them, never while another still does', async () => {
    const admin = await registerTeam(t.app);
    const other = await registerTeam(t.app);
    const bytes = makePdf([['Shared capital account statement']]);
    const sha256 = sha256Of(bytes);
    const [mine] = (await upload(admin, [{ name: 'statement.pdf', content: bytes }])).json().documents;
    const [theirs] = (await upload(other, [{ name: 'same.pdf', content: bytes }])).json().documents;
    await settled(admin, mine.id);
    await settled(other, theirs.id);
    writtenAgo(sha256, 2 * unusedBlobGraceMs);

    await as(t.app, admin, { method: 'DELETE', url: `/api/documents/${mine.id}` });
    await until(() => allCollected(sha256), 'the collection ran');
    expect(existsSync(blobPath(sha256))).toBe(true);
    const download = await as(t.app, other, { method: 'GET', url: `/api/documents/${theirs.id}/download` });
    expect(sha256Of(download.rawPayload)).toBe(sha256);

    await as(t.app, other, { method: 'DELETE', url: `/api/documents/${theirs.id}` });
    await until(() => !existsSync(blobPath(sha256)), 'the file is deleted');
  });

  it('that no document names are kept for a day after they were stored, then deleted', async () => {
    const admin = await registerTeam(t.app);
    await t.stopWorker();
    const bytes = 'This is a note, not a PDF';
    const sha256 = sha256Of(bytes);
    const response = await upload(admin, [{ name: 'renamed.pdf', content: bytes }]);
    expect(response.statusCode).toBe(400);
    writtenAgo(sha256, hour);

    t.startWorker();
    await until(async () => (await collections(sha256)).length === 2, 'the collection is put off');
    expect(existsSync(blobPath(sha256))).toBe(true);
    const [, later] = await collections(sha256);
    expect(later.runAt.getTime()).toBe(t.clock.now().getTime() - hour + unusedBlobGraceMs);

    t.clock.advance(unusedBlobGraceMs - hour + 1000);
    await until(() => !existsSync(blobPath(sha256)), 'the file is deleted');
  });

  it('of a request refused half-way are collected too', async () => {
    const admin = await registerTeam(t.app);
    const files = Array.from({ length: 21 }, (_, index) => ({
      name: `statement-${index}.pdf`,
      content: makePdf([[`Capital account statement ${index}`]]),
    }));
    expect((await upload(admin, files)).statusCode).toBe(413);
    for (const file of files.slice(0, 20)) {
      expect(await collections(sha256Of(file.content)), file.name).not.toEqual([]);
    }
  });

  it('stay with the team when their investment is deleted: the documents move to the General Repository', async () => {
    const admin = await registerTeam(t.app);
    const investment = (
      await as(t.app, admin, { method: 'POST', url: '/api/investments', payload: investmentInput() })
    ).json();
    const [document] = (
      await upload(admin, [{ name: 'lpa.pdf', content: makePdf([['Limited Partnership Agreement']]) }], {
        metadata_0: JSON.stringify({ type: 'lpa', investmentId: investment.id }),
      })
    ).json().documents;
    await settled(admin, document.id);
    expect(
      (await as(t.app, admin, { method: 'DELETE', url: `/api/investments/${investment.id}` })).statusCode,
    ).toBe(204);
    const kept = (await as(t.app, admin, { method: 'GET', url: `/api/documents/${document.id}` })).json();
    expect(kept).toMatchObject({ name: 'lpa.pdf', type: 'lpa', investmentId: null, status: 'processed' });
    const download = await as(t.app, admin, { method: 'GET', url: `/api/documents/${document.id}/download` });
    expect(download.statusCode).toBe(200);
  });
});
