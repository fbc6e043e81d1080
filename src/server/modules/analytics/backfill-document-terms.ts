import { eq, inArray, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, documentTermCounts, termBackfills } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { countDocumentTerms } from './count-document-terms';
import { storeDocumentTerms } from './store-document-terms';

/** Documents counted per request: a request reads at most this many texts before it answers. */
export const backfillBatch = 10;

/**
 * Counts the terms of documents processed before term counts were stored, a bounded batch per call;
 * once a call finds none left the team is marked done, since processing counts every document since.
 */
export async function backfillDocumentTerms(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<void> {
  const [done] = await db
    .select({ teamId: termBackfills.teamId })
    .from(termBackfills)
    .where(eq(termBackfills.teamId, scope.teamId));
  if (done) return;
  const pending = await db
    .select({ id: documents.id, text: documents.extractedText })
    .from(documents)
    .where(
      ownedBy(
        documents,
        scope,
        inArray(documents.status, ['processed', 'analyzed']),
        isNotNull(documents.extractedText),
        notExists(
          db
            .select({ id: documentTermCounts.documentId })
            .from(documentTermCounts)
            .where(eq(documentTermCounts.documentId, documents.id)),
        ),
      ),
    )
    .limit(backfillBatch);
  for (const document of pending) {
    await storeDocumentTerms(db, {
      documentId: document.id,
      teamId: scope.teamId,
      counted: countDocumentTerms(document.text ?? ''),
    });
  }
  if (pending.length < backfillBatch) {
    await db
      .insert(termBackfills)
      .values({ teamId: scope.teamId, completedAt: new Date() })
      .onConflictDoNothing();
  }
}
