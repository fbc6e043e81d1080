import type { UseFormReturn } from 'react-hook-form';
import { noteTypeLabels, noteTypes, type NoteFormValues, type NoteInput } from '@shared/note';
import { Field } from '@client/components/ui/field';
import { FormSelectField } from '@client/components/ui/form-select-field';
import { Textarea } from '@client/components/ui/textarea';

const noteTypeOptions = noteTypes.map((type) => ({ value: type, label: noteTypeLabels[type] }));

export type NoteForm = UseFormReturn<NoteFormValues, unknown, NoteInput>;

type NoteFieldsProps = {
  form: NoteForm;
  contentLabel: string;
  typeLabel: string;
  autoFocus?: boolean;
};

/** A note's text and its type (SPEC 3's twelve), shared by the composer and the editor. */
export function NoteFields({ form, contentLabel, typeLabel, autoFocus }: NoteFieldsProps) {
  return (
    <div className="grid gap-3">
      <Field label={contentLabel} error={form.formState.errors.content?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...form.register('content')}
            autoFocus={autoFocus}
            placeholder="What did you learn?"
            rows={3}
          />
        )}
      </Field>
      <div className="sm:max-w-64">
        <FormSelectField control={form.control} name="type" label={typeLabel} options={noteTypeOptions} />
      </div>
    </div>
  );
}
