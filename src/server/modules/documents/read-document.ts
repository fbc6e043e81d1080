import type { DocumentAnalysis } from '@shared/document-facts';
import type { DocumentToRead, ModelReader, Summariser } from '../../ai/contracts';
import { isModelReadingNote } from '../../ai/model-reading/reading-notes';

/** The readers of a document: the local analyst, and a configured model's, if any. */
export type DocumentReaders = { summarise: Summariser; readWithModel?: ModelReader | null };

/**
 * A document read by the local analyst and, with a model configured, by the model too, audited and
 * merged (a file the model read before costs no second call), with what the processing notes say of it.
 * A document Allocator wrote (a memo), or one kept out of AI, is never sent to the model.
 */
export async function readDocument(
  readers: DocumentReaders,
  document: { teamId: number; blobSha256: string; generated: boolean; keptOutOfAi: boolean },
  toRead: DocumentToRead,
): Promise<{ analysis: DocumentAnalysis; notes: string[] }> {
  const local = await readers.summarise(toRead);
  if (!readers.readWithModel || document.generated || document.keptOutOfAi)
    return { analysis: local, notes: [] };
  return readers.readWithModel({
    teamId: document.teamId,
    blobSha256: document.blobSha256,
    document: toRead,
    local,
  });
}

/** A document's notes with an earlier model reading's taken out, before a new reading's are added. */
export const withoutModelNotes = (notes: readonly string[]) =>
  notes.filter((note) => !isModelReadingNote(note));
