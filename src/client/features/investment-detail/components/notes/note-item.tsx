import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { noteTexts, noteToasts } from '@client/texts/investment-messages';
import { noteTypeLabels, type Note } from '@shared/note';
import { useDeleteNote } from '@client/api/notes/note-mutations';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useToast } from '@client/components/ui/use-toast';
import { formatDate } from '@client/lib/format-date';
import { NoteEditor } from './note-editor';

/** One note: its type, author, date and text, with Edit and Delete for those who may write. */
export function NoteItem({ note, canEdit }: { note: Note; canEdit: boolean }) {
  const showToast = useToast();
  const deleteNote = useDeleteNote();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Leaving edit mode removes the focused field; put the keyboard back on this note's Edit button.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const leaveEditMode = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  // Awaited rather than given callbacks: the refreshed list drops this note, and mutate's callbacks
  // are skipped once the component that called it has gone.
  const remove = async () => {
    try {
      await deleteNote.mutateAsync(note.id);
      showToast(noteToasts.deleted);
    } catch {
      showToast(noteToasts.deleteFailed);
    }
  };

  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-h-8 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="secondary">{noteTypeLabels[note.type]}</Badge>
          {/* Author and date wrap together, so neither is left alone at a line's end on phones. */}
          <span className="whitespace-nowrap">
            {note.authorName ?? 'Unknown author'} ·{' '}
            <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>
          </span>
        </div>
        {canEdit && !editing && (
          <div className="flex shrink-0 gap-1">
            <Button
              ref={editButton}
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Edit note"
              onClick={() => setEditing(true)}
            >
              <PencilIcon aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-destructive hover:text-destructive"
              aria-label="Delete note"
              disabled={deleteNote.isPending}
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2Icon aria-hidden />
            </Button>
          </div>
        )}
      </div>
      {editing ? (
        <NoteEditor note={note} onDone={leaveEditMode} />
      ) : (
        <p className="text-sm whitespace-pre-wrap break-words">{note.content}</p>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete note"
        description={noteTexts.deleteConfirm}
        confirmLabel="Delete"
        onConfirm={() => void remove()}
      />
    </li>
  );
}
