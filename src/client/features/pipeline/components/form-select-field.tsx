import { Field } from '@client/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';

type FormSelectFieldProps<Value extends string> = {
  label: string;
  value: Value;
  onValueChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
  error?: string;
};

/** A labelled choice among fixed options, for a react-hook-form Controller. */
export function FormSelectField<Value extends string>({
  label,
  value,
  onValueChange,
  options,
  error,
}: FormSelectFieldProps<Value>) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Select value={value} onValueChange={onValueChange}>
          <SelectTrigger {...control}>
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
  );
}
