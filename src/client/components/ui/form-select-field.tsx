import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field } from './field';
import { Select, SelectOptions, SelectTrigger, SelectValue } from './select';

type FormSelectFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Context,
  Transformed extends FieldValues,
> = {
  /** The form's control, whatever its resolver turns the values into on submit. */
  control: Control<Values, Context, Transformed>;
  name: Name;
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Runs after the choice is stored (in the upload form, choosing a type moves the category). */
  onChosen?: (value: string) => void;
};

/** A labelled choice among fixed options, bound to a react-hook-form field and showing its message. */
export function FormSelectField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Context,
  Transformed extends FieldValues,
>({
  control,
  name,
  label,
  options,
  disabled,
  placeholder,
  onChosen,
}: FormSelectFieldProps<Values, Name, Context, Transformed>) {
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
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectOptions options={options} />
            </Select>
          )}
        </Field>
      )}
    />
  );
}
