import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { insertMany } from '../../src/server/db/insert-many';
import { documentFacts, documents, passages, teams } from '../../src/server/db/schema';
import { createTestDatabase } from './helper';

/** The bulk insert behind passages, facts and term counts, on the embedded database and the server. */
let database: Database;
let document: { id: number; teamId: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const [team] = await database.db.insert(teams).values({ name: 'Bulk Capital' }).returning();
  [document] = await database.db
    .insert(documents)
    .values({
      teamId: team.id,
      name: 'report.pdf',
      type: 'other',
      category: 'other',
      mimeType: 'application/pdf',
      fileSize: 1,
      blobSha256: 'a'.repeat(64),
    })
    .returning({ id: documents.id, teamId: documents.teamId });
});
afterAll(() => database?.close());

function passage(text: string, page: number | null) {
  return {
    teamId: document.teamId,
    documentId: document.id,
    page,
    sheet: null,
    startOffset: 0,
    endOffset: text.length,
    text,
  };
}

describe('insertMany', () => {
  it('stores every row as given, whatever characters its text holds', async () => {
    const texts = [
      'Net IRR of 18.2% ("gross" 24%), \\ backslash, {"json": [1, 2]}',
      'Emoji 📈 and Greek Δ stay whole',
      'Ünïcödé, 中文 and a tab\there',
    ];
    await insertMany(
      database.db,
      passages,
      texts.map((text, index) => passage(text, index === 1 ? null : index + 1)),
    );
    const rows = await database.db
      .select({ text: passages.text, page: passages.page, sheet: passages.sheet })
      .from(passages)
      .where(eq(passages.documentId, document.id))
      .orderBy(asc(passages.id));
    expect(rows).toEqual([
      { text: texts[0], page: 1, sheet: null },
      { text: texts[1], page: null, sheet: null },
      { text: texts[2], page: 3, sheet: null },
    ]);
  });

  it('stores a lone surrogate as U+FFFD and drops NUL, which PostgreSQL text cannot hold', async () => {
    await database.db.delete(passages).where(eq(passages.documentId, document.id));
    await insertMany(database.db, passages, [passage('broken \ud800 pair and a\u0000nul', 2)]);
    const [row] = await database.db
      .select({ text: passages.text })
      .from(passages)
      .where(eq(passages.documentId, document.id));
    expect(row.text).toBe('broken \ufffd pair and anul');
  });

  it('takes the columns any row names, keeps numbers exact and does nothing for no rows', async () => {
    const fact = {
      teamId: document.teamId,
      documentId: document.id,
      analystVersion: 4,
      concept: 'net_irr',
      label: 'Net IRR',
      value: '18.2%',
      number: 18.2,
      scope: 'fund',
      quote: 'Net IRR of 18.2%',
    };
    await insertMany(database.db, documentFacts, []);
    await insertMany(database.db, documentFacts, [
      { ...fact, position: 0 },
      { ...fact, position: 1, number: 1234567.891, unit: 'USD', page: 7, cell: 'C12' },
    ]);
    const rows = await database.db
      .select({
        position: documentFacts.position,
        number: documentFacts.number,
        unit: documentFacts.unit,
        page: documentFacts.page,
        cell: documentFacts.cell,
      })
      .from(documentFacts)
      .where(eq(documentFacts.documentId, document.id))
      .orderBy(asc(documentFacts.position));
    expect(rows).toEqual([
      { position: 0, number: 18.2, unit: null, page: null, cell: null },
      { position: 1, number: 1234567.891, unit: 'USD', page: 7, cell: 'C12' },
    ]);
  });
});
