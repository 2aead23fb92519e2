import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Icon } from '../icon/icon.tsx';
import { checkIcon } from '../icon/icons.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** Shown under the label, e.g. "Accept the agreement to add a card". */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it; the whole row is the 24 px+ target. */
export function Checkbox({
  label,
  description,
  error,
  id,
  disabled,
  className = '',
  ref,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const message = error ?? description;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <span className="relative mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center">
        {/* The native input keeps keyboard, forms and assistive tech; the box beside it is drawn. */}
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="peer absolute inset-0 m-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...rest}
        />
        <span
          aria-hidden="true"
          className={`pointer-events-none flex h-5 w-5 items-center justify-center rounded-md bg-surface text-white ring-1 ring-inset transition-colors peer-checked:bg-brand-600 peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-50 [&>svg]:invisible peer-checked:[&>svg]:visible ${error ? 'ring-red-600' : 'ring-line-strong'}`}
        >
          <Icon icon={checkIcon} size={14} strokeWidth={2.5} />
        </span>
      </span>
      <span className="flex flex-col gap-0.5">
        <label
          htmlFor={inputId}
          className={`text-[0.9375rem] leading-6 ${disabled ? 'cursor-not-allowed text-ink-muted' : 'cursor-pointer text-ink'}`}
        >
          {label}
        </label>
        {message ? (
          <span id={messageId} className={`text-sm ${error ? 'text-red-700' : 'text-ink-muted'}`}>
            {message}
          </span>
        ) : null}
      </span>
    </div>
  );
}
