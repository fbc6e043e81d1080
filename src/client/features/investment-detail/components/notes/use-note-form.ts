import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { zNoteInput, type NoteFormValues, type NoteInput } from '@shared/note';

/**
 * A note form on the shared note schema (SPEC 5: the text is trimmed and may not be blank), and whether
 * its text is blank now, which keeps Save disabled before anything is sent.
 */
export function useNoteForm(defaultValues: NoteFormValues) {
  const form = useForm<NoteFormValues, unknown, NoteInput>({
    resolver: zodResolver(zNoteInput),
    defaultValues,
  });
  const content = useWatch({ control: form.control, name: 'content' });
  return { form, isBlank: content.trim() === '' };
}
