import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { documents, documentTerms, documentTermStats } from '../../db/schema';
import { countDocumentTerms } from './count-document-terms';

/**
 * Counts a processed document's terms and stores them, replacing any counted before, so running it
 * twice for a document changes nothing. A document that is gone or no longer processed is left alone.
 */
export async function storeDocumentTerms(
  db: Db,
  input: { documentId: number; teamId: number; text: string },
): Promise<void> {
  const counted = countDocumentTerms(input.text);
  await db.transaction(async (tx) => {
    const [document] = await tx
      .select({ createdAt: documents.createdAt })
      .from(documents)
      .where(
        and(
          eq(documents.id, input.documentId),
          eq(documents.teamId, input.teamId),
          inArray(documents.status, ['processed', 'analyzed']),
        ),
      )
      // Processing and a backfill may count the same document at once: the second waits, then replaces.
      .for('update');
    if (!document) return;
    await tx.delete(documentTerms).where(eq(documentTerms.documentId, input.documentId));
    await tx.delete(documentTermStats).where(eq(documentTermStats.documentId, input.documentId));
    await tx.insert(documentTermStats).values({
      documentId: input.documentId,
      teamId: input.teamId,
      documentCreatedAt: document.createdAt,
      words: counted.words,
    });
    await insertMany(
      tx,
      documentTerms,
      counted.terms.map((term) => ({
        kind: term.kind,
        term: term.term,
        count: term.count,
        documentId: input.documentId,
        teamId: input.teamId,
        documentCreatedAt: document.createdAt,
      })),
    );
  });
}
