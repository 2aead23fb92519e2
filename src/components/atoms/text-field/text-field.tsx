import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { CONTROL_INPUT_CLASSES, controlBoxClasses, FormField } from '../form-field/form-field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field in place of the hint; marks the input invalid. */
  error?: ReactNode;
  /** Content inside the box after the input, e.g. a show-password button. */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with hint, error under the field and required marker. */
export function TextField({
  label,
  hint,
  error,
  end,
  required,
  id,
  className = '',
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <div className={controlBoxClasses(control.invalid)}>
          <input
            ref={ref}
            id={control.id}
            required={required}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            className={CONTROL_INPUT_CLASSES}
            {...rest}
          />
          {end}
        </div>
      )}
    </FormField>
  );
}
