import { Controller, type FieldPath } from 'react-hook-form';
import type { EditInvestmentFormValues } from '@shared/investment';
import { Field } from '@client/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import type { EditInvestmentForm } from './edit-form';

type SelectFieldProps = {
  form: EditInvestmentForm;
  name: Extract<FieldPath<EditInvestmentFormValues>, 'type' | 'status'>;
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled choice bound to the form, showing SPEC 5's message for its field. */
export function SelectField({ form, name, label, options }: SelectFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
          {(control) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
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
