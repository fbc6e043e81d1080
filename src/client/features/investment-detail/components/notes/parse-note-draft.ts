import { zNoteInput, type NoteInput } from '@shared/note';
import type { NoteDraft } from './note-fields';

/** SPEC 5: a note that is empty or only white space is not sent; the reason is shown instead. */
export function parseNoteDraft(draft: NoteDraft): { note: NoteInput } | { error: string } {
  const parsed = zNoteInput.safeParse(draft);
  return parsed.success
    ? { note: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Invalid note' };
}

export function isBlank(draft: NoteDraft): boolean {
  return draft.content.trim() === '';
}
