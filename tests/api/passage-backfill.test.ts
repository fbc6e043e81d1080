import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  backfillPassagesHandler,
  queuePassageBackfill,
} from '../../src/server/ai/passages/backfill-passages';
import { documentFacts, passages } from '../../src/server/db/schema';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { ask, uploadProcessed } from './analyst-fixtures';
import { registerTeam, useTestApp } from './helper';

const t = useTestApp({ processDocuments: true });

describe('passages of processed documents', () => {
  it('are written at processing time, page by page, and backfilled for documents that have none', async () => {
    const admin = await registerTeam(t.app);
    const [id] = await uploadProcessed(t.app, admin, [
      {
        name: 'Quarterly report.pdf',
        content: makePdf([['Cover page of the quarterly report.'], ['Net asset value rose to $412M.']]),
      },
    ]);
    const { db } = t.database;
    const written = await db
      .select()
      .from(passages)
      .where(eq(passages.documentId, id))
      .orderBy(passages.page);
    expect(written.map((passage) => [passage.page, passage.text])).toEqual([
      [1, 'Cover page of the quarterly report.'],
      [2, 'Net asset value rose to $412M.'],
    ]);

    // The document's facts would answer too: without them, only its passages can.
    await db.delete(documentFacts).where(eq(documentFacts.documentId, id));
    await db.delete(passages).where(eq(passages.documentId, id));
    expect((await ask(t.app, admin, 'What is the NAV?')).json().response).toMatch(
      /^The NAV is not stated in your documents\./,
    );
    expect(await queuePassageBackfill({ db, clock: t.clock })).toBe(true);
    const job = { id: 0, kind: 'backfill-passages', payload: {}, attempts: 1, failures: 0, maxAttempts: 3 };
    await backfillPassagesHandler({ db, clock: t.clock }).run(job);
    expect(await queuePassageBackfill({ db, clock: t.clock })).toBe(false);
    const answer = (await ask(t.app, admin, 'What is the NAV?')).json();
    expect(answer.response).toContain('Net asset value rose to $412M.');
    expect(answer.citations[0]).toMatchObject({ kind: 'document', id, page: 2 });
  });
});
