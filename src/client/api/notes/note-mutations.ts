import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zNote, type Note, type NoteInput } from '@shared/note';
import { apiJson, apiRequest } from '@client/lib/api-client';
import { refreshAfterChange } from '../refresh-after-change';

export function addNote({ investmentId, note }: { investmentId: number; note: NoteInput }): Promise<Note> {
  return apiJson(zNote, 'POST', `/api/investments/${investmentId}/notes`, note);
}

export function updateNote({ noteId, note }: { noteId: number; note: NoteInput }): Promise<Note> {
  return apiJson(zNote, 'PUT', `/api/notes/${noteId}`, note);
}

export async function deleteNote(noteId: number): Promise<void> {
  await apiRequest('DELETE', `/api/notes/${noteId}`);
}

/** Notes live under their investment's key, so refreshing the investments refreshes them too. */
function useNoteMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient) });
}

export const useAddNote = () => useNoteMutation(addNote);
export const useUpdateNote = () => useNoteMutation(updateNote);
export const useDeleteNote = () => useNoteMutation(deleteNote);
