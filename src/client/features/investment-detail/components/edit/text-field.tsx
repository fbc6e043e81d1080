import type { FieldPath } from 'react-hook-form';
import type { EditInvestmentFormValues } from '@shared/investment';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import type { EditInvestmentForm } from './edit-form';

type TextFieldProps = {
  form: EditInvestmentForm;
  name: FieldPath<EditInvestmentFormValues>;
  label: string;
  /** A textarea spanning the form's width, for the thesis and the one-item-per-line lists. */
  multiline?: boolean;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
};

/** A labelled input bound to the form, showing SPEC 5's message for its field. */
export function TextField({ form, name, label, multiline = false, placeholder, inputMode }: TextFieldProps) {
  const error = form.formState.errors[name]?.message;
  return (
    <div className={multiline ? 'sm:col-span-2' : undefined}>
      <Field label={label} error={error}>
        {(control) =>
          multiline ? (
            <Textarea {...control} rows={4} placeholder={placeholder} {...form.register(name)} />
          ) : (
            <Input {...control} placeholder={placeholder} inputMode={inputMode} {...form.register(name)} />
          )
        }
      </Field>
    </div>
  );
}
