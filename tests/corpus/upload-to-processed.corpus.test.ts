/**
 * Every real document in ../shared/fixtures through the whole product path a user takes: multipart
 * upload, storage, the job queue, sandboxed extraction and the analyst. Each must end processed (with a
 * summary) or error (with a reason), the server answering other requests throughout.
 */
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { as, registerTeam, useTestApp, type SignedIn } from '../api/helper';
import { multipart } from '../api/multipart';
import { fixtureDocuments, fixturesDirectory } from './fixtures';

// The production time limit: a large DOCX on a busy 2-core machine needs more than the API suite's 20 s.
const t = useTestApp({ processDocuments: true, extractionTimeoutMs: 60_000 });

async function waitUntilSettled(who: SignedIn, ids: number[]) {
  const deadline = Date.now() + 480_000;
  while (Date.now() < deadline) {
    const rows: { id: number; status: string }[] = (
      await as(t.app, who, { method: 'GET', url: '/api/documents' })
    ).json();
    const mine = rows.filter((row) => ids.includes(row.id));
    if (mine.every((row) => row.status !== 'processing')) return mine;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('documents still processing after 8 minutes');
}

describe('the fixture corpus through upload, the job queue, extraction and the analyst', () => {
  it('ends every file processed with a summary, or error with a reason, and the server keeps answering', async () => {
    const files = fixtureDocuments();
    expect(files.length, `no fixtures found in ${fixturesDirectory}`).toBeGreaterThan(50);
    const admin = await registerTeam(t.app);
    const names = new Map<number, string>();
    const refusedAtUpload: string[] = [];
    for (const path of files) {
      const body = await multipart([{ name: basename(path), content: readFileSync(path) }]);
      const response = await as(t.app, admin, { method: 'POST', url: '/api/documents/upload', ...body });
      const { documents = [], errors = [] } = response.json();
      for (const document of documents) names.set(document.id, relative(fixturesDirectory, path));
      if (errors.length) refusedAtUpload.push(`${relative(fixturesDirectory, path)}: ${errors[0].message}`);
    }
    // Only files whose bytes are not what their extension says may be refused before processing.
    for (const refusal of refusedAtUpload)
      expect(refusal).toMatch(/does not contain what its extension says|is empty/);

    let answered = 0;
    const heartbeat = setInterval(() => {
      void as(t.app, admin, { method: 'GET', url: '/api/auth/user' }).then(
        (r) => (answered += r.statusCode === 200 ? 1 : 0),
      );
    }, 500);
    const settled = await waitUntilSettled(admin, [...names.keys()]);
    clearInterval(heartbeat);
    expect(answered).toBeGreaterThan(0);

    const outcomes: Record<string, string> = {};
    for (const row of settled) {
      const detail = (await as(t.app, admin, { method: 'GET', url: '/api/documents' }))
        .json()
        .find((document: { id: number }) => document.id === row.id);
      const name = names.get(row.id) ?? String(row.id);
      if (row.status === 'error') {
        expect(detail.statusReason, name).toBeTruthy();
        outcomes[name] = `error: ${detail.statusReason}`;
        continue;
      }
      expect(row.status, name).toBe('processed');
      const summary = await as(t.app, admin, { method: 'GET', url: `/api/documents/${row.id}/summary` });
      expect(summary.statusCode, name).toBe(200);
      outcomes[name] = `processed, confidence ${summary.json().confidenceScore}`;
    }
    expect(Object.keys(outcomes)).toHaveLength(names.size);
    expect(outcomes['private-markets/fund-docs/Nexus_VI_Financial_Statement_Q42024.pdf']).toMatch(
      /^processed/,
    );
    expect(outcomes['private-markets/ilpa/ILPA-DDQ-2.0.docx']).toMatch(/^processed/);
    expect(outcomes['parser-edge/pdf/issue6010_1.pdf']).toMatch(/encrypted/);
    expect(outcomes['parser-edge/doc/badfile-01-bad-header.doc']).toMatch(/corrupt/);
    expect(Object.prototype).not.toHaveProperty('polluted');
    console.log(
      Object.entries(outcomes)
        .map(([name, outcome]) => `${name}: ${outcome}`)
        .join('\n'),
    );
  });
});
