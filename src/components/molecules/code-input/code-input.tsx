import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_RESEND_SECONDS } from '../../../contract/rules/account-rules.ts';
import { Button } from '../../atoms/button/button.tsx';
import { fillCode, secondsLeft } from './code-input.logic.ts';

const messages = defineMessages({
  label: { id: 'form.code.label', defaultMessage: 'Verification code' },
  box: defineMessage<{ index: number; count: number }>({
    id: 'form.code.box',
    defaultMessage: 'Character {index} of {count}',
  }),
  resend: { id: 'form.code.resend', defaultMessage: 'Resend code' },
  resendIn: defineMessage<{ seconds: number }>({
    id: 'form.code.resendIn',
    defaultMessage: 'Resend in {seconds, plural, one {# second} other {# seconds}}',
  }),
});

export interface CodeInputProps {
  /** Called with the code on every change. */
  onChange?: (code: string) => void;
  /** Called once all 6 boxes are filled. */
  onComplete?: (code: string) => void;
  /** Sends a new code; the countdown restarts. */
  onResend: () => void;
  /** Seconds before the first and every later resend (spec: 60). @default 60 */
  resendSeconds?: number;
  /** @default 'Verification code' */
  label?: string;
  error?: string;
  /**
   * The id of an error shown elsewhere that is about the code (the server's refusal under the
   * form): the boxes are marked invalid and described by it.
   */
  refusedBy?: string;
  /** @default false */
  disabled?: boolean;
  className?: string;
}

/**
 * The 6-character email code: one box per character, paste fills every box, Backspace on an
 * empty box goes back; Resend stays disabled with the seconds left until the wait is over.
 */
export function CodeInput({
  onChange,
  onComplete,
  onResend,
  resendSeconds = EMAIL_CODE_RESEND_SECONDS,
  label,
  error,
  refusedBy,
  disabled = false,
  className = '',
}: CodeInputProps) {
  const intl = useIntl();
  const id = useId();
  const [boxes, setBoxes] = useState<string[]>(() => Array.from({ length: EMAIL_CODE_LENGTH }, () => ''));
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // The countdown keeps a deadline, not a counter, so a throttled background tab stays exact.
  const [deadline, setDeadline] = useState(() => Date.now() + resendSeconds * 1000);
  const [left, setLeft] = useState(resendSeconds);

  useEffect(() => {
    const tick = () => setLeft(secondsLeft(deadline, Date.now()));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const update = (next: string[], focus: number) => {
    setBoxes(next);
    refs.current[focus]?.focus();
    const code = next.join('');
    onChange?.(code);
    if (code.length === EMAIL_CODE_LENGTH) onComplete?.(code);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = '';
      update(next, index - 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const filled = fillCode(boxes, index, event.clipboardData.getData('text'));
    update(filled.boxes, filled.focus);
  };

  const resend = () => {
    setDeadline(Date.now() + resendSeconds * 1000);
    setLeft(resendSeconds);
    onResend();
  };

  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={[error ? `${id}-error` : '', refusedBy ?? ''].join(' ').trim() || undefined}
      >
        <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-ink">
          {label ?? intl.formatMessage(messages.label)}
        </p>
        {/* Codes read left to right in every language; the row sits centred in either. */}
        <div dir="ltr" className="flex justify-center gap-2">
          {boxes.map((char, index) => (
            <input
              key={index}
              ref={(node) => {
                refs.current[index] = node;
              }}
              value={char}
              disabled={disabled}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={intl.formatMessage(messages.box, { index: index + 1, count: EMAIL_CODE_LENGTH })}
              aria-invalid={error || refusedBy ? true : undefined}
              onFocus={(event) => event.target.select()}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
              onChange={(event) => {
                const typed = event.target.value.replace(char, '') || event.target.value;
                if (!typed)
                  return update(
                    boxes.map((box, at) => (at === index ? '' : box)),
                    index,
                  );
                const filled = fillCode(boxes, index, typed);
                update(filled.boxes, filled.focus);
              }}
              className={`h-13 w-11 rounded-control bg-surface text-center text-xl font-semibold text-ink ring-1 ring-inset outline-none focus:ring-2 disabled:bg-surface-sunken sm:w-12 ${error ? 'ring-red-600 focus:ring-red-600' : 'ring-line-strong focus:ring-brand-600'}`}
            />
          ))}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-center text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {/* Centred under the centred boxes: a ghost button's padding would indent it at the start. */}
      <Button
        variant="ghost"
        size="sm"
        className="self-center"
        disabled={disabled || left > 0}
        onClick={resend}
      >
        {left > 0
          ? intl.formatMessage(messages.resendIn, { seconds: left })
          : intl.formatMessage(messages.resend)}
      </Button>
    </div>
  );
}
