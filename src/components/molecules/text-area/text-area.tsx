import { useState, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { FormField } from '../../atoms/form-field/form-field.tsx';

const messages = defineMessages({
  counter: defineMessage<{ count: number; max: number }>({
    id: 'form.textArea.counter',
    defaultMessage: '{count} / {max}',
  }),
});

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Character limit; the counter shows it and turns to the error colour when reached. */
  maxLength: number;
  /** @default 4 */
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field with a "count / max" counter (post content, plan content, feedback). */
export function TextArea({
  label,
  hint,
  error,
  maxLength,
  rows = 4,
  required,
  id,
  className = '',
  value,
  defaultValue,
  onChange,
  ref,
  ...rest
}: TextAreaProps) {
  const intl = useIntl();
  // Counts an uncontrolled field too (react-hook-form `register`) from its change events.
  const [typed, setTyped] = useState(() => String(defaultValue ?? ''));
  const count = (value === undefined ? typed : String(value)).length;
  const atLimit = count >= maxLength;
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      messageEnd={
        <span
          data-testid="text-area-counter"
          data-at-limit={atLimit}
          className={`ms-auto shrink-0 tabular-nums ${atLimit ? 'font-semibold text-red-700' : 'text-ink-muted'}`}
        >
          {intl.formatMessage(messages.counter, { count, max: maxLength })}
        </span>
      }
    >
      {(control) => (
        <textarea
          ref={ref}
          id={control.id}
          rows={rows}
          required={required}
          maxLength={maxLength}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange?.(event);
          }}
          className={`w-full resize-y rounded-control bg-surface px-3.5 py-2.5 text-[0.9375rem] text-ink ring-1 ring-inset outline-none placeholder:text-ink-subtle focus:ring-2 disabled:cursor-not-allowed disabled:bg-surface-sunken ${control.invalid ? 'ring-red-600 focus:ring-red-600' : 'ring-line-strong focus:ring-brand-600'}`}
          {...rest}
        />
      )}
    </FormField>
  );
}
