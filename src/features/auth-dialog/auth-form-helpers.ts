/** What every screen of the auth dialog shares: server errors as text, one submit at a time, a debounce. */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors.ts';
import { authMessages } from './auth-messages.ts';

/** Spec §5 and §9: the sign-up form checks the email 800 ms after the last keystroke. */
export const EMAIL_CHECK_DEBOUNCE_MS = 800;

/**
 * Turns a failed call into the text shown under the form: the server's `msg` (status 0, already
 * in the user's language, spec §8), else a connection message.
 */
export function useServerErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error) =>
      error instanceof ApiError && error.message
        ? error.message
        : intl.formatMessage(authMessages.networkError),
    [intl],
  );
}

/**
 * Wraps a form's submit handler (react-hook-form's `handleSubmit(...)`) so a second Enter or
 * click while the first submit runs is dropped: a login or sign-up is never sent twice.
 */
export function useSingleSubmit(
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
): (event: FormEvent<HTMLFormElement>) => void {
  const running = useRef(false);
  return (event) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    void submit(event).finally(() => {
      running.current = false;
    });
  };
}

/**
 * `value`, once it has stayed the same for `delayMs`. The timer is read from the globals when it
 * is set, so a fake clock controls it in stories.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = globalThis.setTimeout(() => setSettled(value), delayMs);
    return () => globalThis.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
