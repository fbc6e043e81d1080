import { desc, eq } from 'drizzle-orm';
import type { DocumentListItem } from '@shared/document';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';

/** The team's documents, newest first; optionally one investment's. */
export async function listDocuments(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  options: { investmentId?: number } = {},
): Promise<DocumentListItem[]> {
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      type: documents.type,
      mimeType: documents.mimeType,
      fileSize: documents.fileSize,
      status: documents.status,
      statusReason: documents.statusReason,
      createdAt: documents.createdAt,
      investmentId: documents.investmentId,
      category: documents.category,
      description: documents.description,
      confidentialityLevel: documents.confidentialityLevel,
    })
    .from(documents)
    .where(
      ownedBy(
        documents,
        scope,
        options.investmentId ? eq(documents.investmentId, options.investmentId) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
