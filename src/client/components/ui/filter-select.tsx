import { Select, SelectOptions, SelectTrigger, SelectValue } from './select';

export type FilterOption<Value extends string> = { value: Value; label: string };

/**
 * A labelled select of a filter bar: the label is the trigger's accessible name, the options are listed
 * in order, and the placeholder shows while the value is none of them.
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  className,
}: {
  label: string;
  value: Value | '';
  onValueChange: (value: Value) => void;
  options: readonly FilterOption<Value>[];
  placeholder?: string;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as Value)}>
      <SelectTrigger aria-label={label} className={className}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectOptions options={options} />
    </Select>
  );
}
