import { useNotes } from '@client/api/notes/get-notes';
import { Skeleton } from '@client/components/ui/skeleton';
import { LoadError } from '@client/components/ui/load-error';
import { detailTexts } from '../../detail-texts';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';

type NotesTabProps = { investmentId: number; canEdit: boolean; composerRequest: number };

function NoteList({ investmentId, canEdit }: { investmentId: number; canEdit: boolean }) {
  const notes = useNotes(investmentId);
  if (notes.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading notes…</span>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (notes.isError) {
    return (
      <LoadError
        title="The notes could not be loaded."
        error={notes.error}
        onRetry={() => void notes.refetch()}
      />
    );
  }
  if (notes.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        {detailTexts.noNotes}
      </p>
    );
  }
  return (
    <ul aria-label="Notes" className="grid gap-3">
      {notes.data.map((note) => (
        <NoteItem key={note.id} note={note} canEdit={canEdit} />
      ))}
    </ul>
  );
}

/** SPEC 2 Notes tab: the composer for those who may write, then the notes, newest first. */
export function NotesTab({ investmentId, canEdit, composerRequest }: NotesTabProps) {
  return (
    <div className="grid gap-4">
      {canEdit && <NoteComposer investmentId={investmentId} composerRequest={composerRequest} />}
      <NoteList investmentId={investmentId} canEdit={canEdit} />
    </div>
  );
}
