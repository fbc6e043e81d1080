import { useEffect } from 'react';
import { noteToasts } from '@client/texts/investment-messages';
import type { NoteFormValues } from '@shared/note';
import { useAddNote } from '@client/api/notes/note-mutations';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/use-toast';
import { detailTexts } from '../../detail-texts';
import { NoteFields } from './note-fields';
import { useNoteForm } from './use-note-form';

const emptyNote: NoteFormValues = { content: '', type: 'general' };

type NoteComposerProps = { investmentId: number; composerRequest: number };

/** Writes a new note (type general unless chosen); Add Note in the header brings the cursor here. */
export function NoteComposer({ investmentId, composerRequest }: NoteComposerProps) {
  const showToast = useToast();
  const addNote = useAddNote();
  const { form, isBlank } = useNoteForm(emptyNote);
  const { setFocus } = form;

  useEffect(() => {
    if (composerRequest > 0) setFocus('content');
  }, [composerRequest, setFocus]);

  const save = form.handleSubmit((note) =>
    addNote.mutate(
      { investmentId, note },
      {
        onSuccess: () => {
          form.reset(emptyNote);
          showToast(noteToasts.added);
        },
        onError: () => showToast(noteToasts.saveFailed),
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      aria-label="Add a note"
      className="grid gap-3 rounded-lg border p-4"
    >
      <NoteFields form={form} contentLabel={detailTexts.noteContent} typeLabel={detailTexts.noteType} />
      <Button type="submit" className="justify-self-end" disabled={isBlank || addNote.isPending}>
        {detailTexts.saveNote}
      </Button>
    </form>
  );
}
