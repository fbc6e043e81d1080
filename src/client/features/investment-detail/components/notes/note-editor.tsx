import type { KeyboardEvent } from 'react';
import { noteToasts } from '@client/texts/investment-messages';
import type { Note } from '@shared/note';
import { useUpdateNote } from '@client/api/notes/note-mutations';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/use-toast';
import { NoteFields } from './note-fields';
import { useNoteForm } from './use-note-form';

type NoteEditorProps = { note: Note; onDone: () => void };

/** SPEC 4 edit mode of one note: Save or Cancel leaves it (a failed save stays, so nothing typed is lost). */
export function NoteEditor({ note, onDone }: NoteEditorProps) {
  const showToast = useToast();
  const updateNote = useUpdateNote();
  const { form, isBlank } = useNoteForm({ content: note.content, type: note.type });

  const save = form.handleSubmit((edited) =>
    updateNote.mutate(
      { noteId: note.id, note: edited },
      {
        onSuccess: () => {
          showToast(noteToasts.updated);
          onDone();
        },
        onError: () => showToast(noteToasts.updateFailed),
      },
    ),
  );

  const cancelOnEscape = (event: KeyboardEvent) => {
    // A Select's own Escape closes its list first and never reaches here.
    if (event.key === 'Escape') onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      onKeyDown={cancelOnEscape}
      aria-label="Edit note"
      className="grid gap-3"
    >
      <NoteFields form={form} contentLabel="Edited note" typeLabel="Edited note type" autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isBlank || updateNote.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
