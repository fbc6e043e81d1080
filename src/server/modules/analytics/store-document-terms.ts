import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, documentTermCounts } from '../../db/schema';
import type { DocumentTermCounts } from './count-document-terms';

/**
 * Stores a processed document's term counts (`countDocumentTerms` of its text), replacing any stored
 * before, so storing them twice changes nothing. A document that is gone or no longer processed is left
 * alone.
 */
export async function storeDocumentTerms(
  db: Db,
  input: { documentId: number; teamId: number; counted: DocumentTermCounts },
): Promise<void> {
  const { counted } = input;
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
