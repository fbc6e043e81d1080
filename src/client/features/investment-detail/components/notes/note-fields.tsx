import { useId, type Ref } from 'react';
import { noteTypeLabels, noteTypes, zNoteType, type NoteType } from '@shared/note';
import { Label } from '@client/components/ui/label';
import { Select, SelectOptions, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';

export type NoteDraft = { content: string; type: NoteType };

const noteTypeOptions = noteTypes.map((type) => ({ value: type, label: noteTypeLabels[type] }));

type NoteFieldsProps = {
  draft: NoteDraft;
  onChange: (draft: NoteDraft) => void;
  contentLabel: string;
  typeLabel: string;
  error?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
};

/** A note's text and its type (SPEC 3's twelve), shared by the composer and the editor. */
export function NoteFields({
  draft,
  onChange,
  contentLabel,
  typeLabel,
  error,
  textareaRef,
  autoFocus,
}: NoteFieldsProps) {
  const id = useId();
  const contentId = `${id}-content`;
  const typeId = `${id}-type`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={contentId}>{contentLabel}</Label>
        <Textarea
          id={contentId}
          ref={textareaRef}
          autoFocus={autoFocus}
          value={draft.content}
          onChange={(event) => onChange({ ...draft, content: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder="What did you learn?"
          rows={3}
        />
        {error && (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="grid gap-2 sm:max-w-64">
        <Label htmlFor={typeId}>{typeLabel}</Label>
        <Select
          value={draft.type}
          onValueChange={(value) => {
            const type = zNoteType.safeParse(value);
            if (type.success) onChange({ ...draft, type: type.data });
          }}
        >
          <SelectTrigger id={typeId}>
            <SelectValue />
          </SelectTrigger>
          <SelectOptions options={noteTypeOptions} />
        </Select>
      </div>
    </div>
  );
}
