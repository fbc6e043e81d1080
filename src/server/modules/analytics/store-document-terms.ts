import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, documentTermCounts } from '../../db/schema';
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
    // Looked up only now, holding the lock, so a count that committed while this one waited is seen. A
    // first count (nearly every one) skips the delete, and with it the trigger that takes counts away.
    const [countedBefore] = await tx
      .select({ id: documentTermCounts.documentId })
      .from(documentTermCounts)
      .where(eq(documentTermCounts.documentId, input.documentId));
    if (countedBefore) {
      await tx.delete(documentTermCounts).where(eq(documentTermCounts.documentId, input.documentId));
    }
    await tx.insert(documentTermCounts).values({
      documentId: input.documentId,
      teamId: input.teamId,
      documentCreatedAt: document.createdAt,
      words: counted.words,
      kinds: counted.terms.map((term) => term.kind),
      terms: counted.terms.map((term) => term.term),
      counts: counted.terms.map((term) => term.count),
    });
  });
}
