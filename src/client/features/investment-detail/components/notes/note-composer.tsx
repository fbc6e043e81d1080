import { useEffect, useRef, useState, type FormEvent } from 'react';
import { noteToasts } from '@client/texts/investment-messages';
import { useAddNote } from '@client/api/notes/note-mutations';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/use-toast';
import { detailTexts } from '../../detail-texts';
import { NoteFields, type NoteDraft } from './note-fields';
import { isBlank, parseNoteDraft } from './parse-note-draft';

const emptyDraft: NoteDraft = { content: '', type: 'general' };

type NoteComposerProps = { investmentId: number; composerRequest: number };

/** Writes a new note (type general unless chosen); Add Note in the header brings the cursor here. */
export function NoteComposer({ investmentId, composerRequest }: NoteComposerProps) {
  const showToast = useToast();
  const addNote = useAddNote();
  const [draft, setDraft] = useState(emptyDraft);
  const [error, setError] = useState<string>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (composerRequest > 0) textareaRef.current?.focus();
  }, [composerRequest]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNoteDraft(draft);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    addNote.mutate(
      { investmentId, note: parsed.note },
      {
        onSuccess: () => {
          setDraft(emptyDraft);
          showToast(noteToasts.added);
        },
        onError: () => showToast(noteToasts.saveFailed),
      },
    );
  };

  return (
    <form onSubmit={save} aria-label="Add a note" className="grid gap-3 rounded-lg border p-4">
      <NoteFields
        draft={draft}
        onChange={setDraft}
        contentLabel={detailTexts.noteContent}
        typeLabel={detailTexts.noteType}
        error={error}
        textareaRef={textareaRef}
      />
      <Button type="submit" className="justify-self-end" disabled={isBlank(draft) || addNote.isPending}>
        {detailTexts.saveNote}
      </Button>
    </form>
  );
}
