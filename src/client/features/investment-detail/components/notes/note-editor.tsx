import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { noteToasts } from '@client/texts/investment-messages';
import type { Note } from '@shared/note';
import { useUpdateNote } from '@client/api/notes/note-mutations';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/use-toast';
import { NoteFields } from './note-fields';
import { isBlank, parseNoteDraft } from './parse-note-draft';

type NoteEditorProps = { note: Note; onDone: () => void };

/** SPEC 4 edit mode of one note: Save or Cancel leaves it (a failed save stays, so nothing typed is lost). */
export function NoteEditor({ note, onDone }: NoteEditorProps) {
  const showToast = useToast();
  const updateNote = useUpdateNote();
  const [draft, setDraft] = useState({ content: note.content, type: note.type });
  const [error, setError] = useState<string>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNoteDraft(draft);
    if ('error' in parsed) return setError(parsed.error);
    updateNote.mutate(
      { noteId: note.id, note: parsed.note },
      {
        onSuccess: () => {
          showToast(noteToasts.updated);
          onDone();
        },
        onError: () => showToast(noteToasts.updateFailed),
      },
    );
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    // A Select's own Escape closes its list first and never reaches here.
    if (event.key === 'Escape') onDone();
  };

  return (
    <form onSubmit={save} onKeyDown={cancelOnEscape} aria-label="Edit note" className="grid gap-3">
      <NoteFields
        draft={draft}
        onChange={setDraft}
        contentLabel="Edited note"
        typeLabel="Edited note type"
        error={error}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isBlank(draft) || updateNote.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
