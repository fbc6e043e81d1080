import { Controller, type Control } from 'react-hook-form';
import type { DetailUploadFormValues } from '@shared/document-upload-form';
import { Field } from '@client/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';

type UploadSelectFieldProps = {
  control: Control<DetailUploadFormValues>;
  name: 'type' | 'category' | 'confidentialityLevel';
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  /** Runs after the choice is stored (choosing a type moves the category). */
  onChosen?: (value: string) => void;
};

/** A labelled choice of the upload form, showing SPEC 5's message for its field. */
export function UploadSelectField({
  control,
  name,
  label,
  options,
  disabled,
  onChosen,
}: UploadSelectFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
          {(controlProps) => (
            <Select
              value={field.value}
              disabled={disabled}
              onValueChange={(value) => {
                field.onChange(value);
                onChosen?.(value);
              }}
            >
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      )}
    />
  );
}
