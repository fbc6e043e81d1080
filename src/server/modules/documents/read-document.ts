import type { DocumentAnalysis } from '@shared/document-facts';
import type { DocumentToRead, ModelReader, Summariser } from '../../ai/contracts';
import { isModelReadingNote } from '../../ai/model-reading/reading-notes';

/** The readers of a document: the local analyst, and a configured model's, if any. */
export type DocumentReaders = { summarise: Summariser; readWithModel?: ModelReader | null };

/** A document's reading, its notes, and (when its content went to a model) which model and when. */
export type DocumentReading = {
  analysis: DocumentAnalysis;
  notes: string[];
  sentTo: { model: string; at: Date } | null;
};

/**
 * A document read by the local analyst and, when its team has a model, by the model too, audited and
 * merged (a file the model read before costs no second call), with what the processing notes say of it.
 * A document Allocator wrote (a memo), or one kept out of AI, is never sent to the model.
 */
export async function readDocument(
  readers: DocumentReaders,
  document: { teamId: number; blobSha256: string; generated: boolean; keptOutOfAi: boolean },
  toRead: DocumentToRead,
  { background = false }: { background?: boolean } = {},
): Promise<DocumentReading> {
  const local = await readers.summarise(toRead);
  const alone = { analysis: local, notes: [], sentTo: null };
  if (!readers.readWithModel || document.generated || document.keptOutOfAi) return alone;
  const read = await readers.readWithModel({
    teamId: document.teamId,
    blobSha256: document.blobSha256,
    document: toRead,
    local,
    background,
  });
  return read ?? alone;
}

/** The document's columns that say which model its content was last sent to, and when. */
export const sentToModelColumns = (sentTo: DocumentReading['sentTo']) =>
  sentTo ? { sentToModel: sentTo.model, sentToModelAt: sentTo.at } : {};

/** A document's notes with an earlier model reading's taken out, before a new reading's are added. */
export const withoutModelNotes = (notes: readonly string[]) =>
  notes.filter((note) => !isModelReadingNote(note));
