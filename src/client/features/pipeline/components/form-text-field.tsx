import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';

type FormTextFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** A short instruction under the control, read with it by screen readers. */
  hint?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  multiline?: boolean;
  className?: string;
};

/** A labelled text input (or textarea) of a react-hook-form form, with its message and hint. */
export function FormTextField({
  label,
  registration,
  error,
  hint,
  placeholder,
  inputMode,
  multiline = false,
  className,
}: FormTextFieldProps) {
  const hintId = useId();
  return (
    <div className={className}>
      <Field label={label} error={error}>
        {(control) => {
          const describedBy = [control['aria-describedby'], hint && hintId].filter(Boolean).join(' ');
          const props = {
            ...control,
            'aria-describedby': describedBy || undefined,
            placeholder,
            ...registration,
          };
          return (
            <>
              {multiline ? <Textarea rows={3} {...props} /> : <Input inputMode={inputMode} {...props} />}
              {hint && (
                <p id={hintId} className="text-xs text-muted-foreground">
                  {hint}
                </p>
              )}
            </>
          );
        }}
      </Field>
    </div>
  );
}
