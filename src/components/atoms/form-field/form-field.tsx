import { useId, type ReactNode } from 'react';

/** The ids and state a control inside a FormField wires itself to. */
export interface FormFieldControl {
  id: string;
  /** The hint or error paragraph that describes the control. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help under the control; the error replaces it while shown. */
  hint?: ReactNode;
  /** The error shown under the control (spec section 8: errors sit under their field). */
  error?: ReactNode;
  /** Adds the required marker after the label. @default false */
  required?: boolean;
  /** Id of the control; generated when absent. */
  id?: string;
  /** Content at the end of the message line, e.g. a character counter. */
  messageEnd?: ReactNode;
  className?: string;
  children: (control: FormFieldControl) => ReactNode;
}

/** Classes of the box around a text control: neutral, focused, invalid and disabled looks. */
export function controlBoxClasses(invalid: boolean): string {
  return [
    'flex w-full items-center gap-2 rounded-control bg-surface px-3.5 transition-shadow',
    'ring-1 ring-inset focus-within:ring-2 has-[:disabled]:bg-surface-sunken has-[:disabled]:cursor-not-allowed',
    invalid ? 'ring-red-600 focus-within:ring-red-600' : 'ring-line-strong focus-within:ring-brand-600',
  ].join(' ');
}

/** Classes of the bare input inside a control box (the box draws the focus ring). */
export const CONTROL_INPUT_CLASSES =
  'min-w-0 flex-1 bg-transparent py-2.5 text-[0.9375rem] text-ink outline-none placeholder:text-ink-subtle focus-visible:outline-none disabled:cursor-not-allowed disabled:text-ink-muted';

/**
 * A labelled slot for one control: label with required marker, the control, then its error
 * or hint, wired with aria-describedby and aria-invalid by the render function.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  id,
  messageEnd,
  className = '',
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const messageId = `${controlId}-message`;
  const invalid = Boolean(error);
  const message = error ?? hint;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex text-sm font-medium">
        <label htmlFor={controlId} className="text-ink">
          {label}
        </label>
        {/* Outside the label: the control's name stays the label alone, `required` tells assistive tech. */}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children({ id: controlId, describedBy: message ? messageId : undefined, invalid })}
      {message || messageEnd ? (
        <div className="flex items-start gap-3 text-sm">
          {message ? (
            <p id={messageId} className={`flex-1 ${invalid ? 'text-red-700' : 'text-ink-muted'}`}>
              {message}
            </p>
          ) : (
            <span className="flex-1" />
          )}
          {messageEnd}
        </div>
      ) : null}
    </div>
  );
}
