import { eq } from 'drizzle-orm';
import { fileKindOf } from '@shared/document-upload';
import type { Db } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { passages } from '../../db/schema';
import { blankSpans, findAddressedToAi } from '../document-reading/quarantine/addressed-to-ai';
import { splitPassages } from './split-passages';

function layoutOf(fileName: string): 'pages' | 'sheets' | 'flow' {
  const kind = fileKindOf(fileName);
  if (kind === 'pdf') return 'pages';
  if (kind === 'xls' || kind === 'xlsx') return 'sheets';
  return 'flow';
}

/**
 * Replaces a processed document's passages with those of its text, so processing twice (a retried
 * job, the backfill) leaves one set. A document Allocator wrote (a memo) gets none: it is never a
 * source of answers; nor does text written to an AI reader, which is blanked before splitting.
 */
export async function writeDocumentPassages(
  db: Db,
  document: { id: number; teamId: number; name: string; generated?: boolean },
  text: string,
): Promise<number> {
  const trusted = blankSpans(text, findAddressedToAi(text));
  const drafts = document.generated ? [] : splitPassages(trusted, layoutOf(document.name));
  await db.transaction(async (tx) => {
    await tx.delete(passages).where(eq(passages.documentId, document.id));
    await insertMany(
      tx,
      passages,
      drafts.map((draft) => ({ ...draft, documentId: document.id, teamId: document.teamId })),
    );
  });
  return drafts.length;
}
