/**
 * The one string schema every string field of a call's request starts from. Control characters
 * (C0 U+0000–U+001F and DEL U+007F) never reach the services or the database: a NUL in a keyword or
 * an account name is refused as a client mistake (`server.error.controlCharacters`). Multi-line free
 * text keeps tab, line feed and carriage return.
 */
import { z } from 'zod/mini';

/** The issue message of a refused control character; the server turns it into its message. */
import { CONTROL_CHARACTERS_ERROR } from './string-errors.ts';
export { CONTROL_CHARACTERS_ERROR };

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, minus tab, line feed and carriage return
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when the value holds a character `text()` (or `multilineText()`) refuses. */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(value);
}

/**
 * A single-line request string without control characters. The check runs first and aborts, so a
 * field holding one reports only that, whatever checks follow (`z.trim()`, `z.minLength()`, `z.regex()`).
 */
export function text() {
  return z
    .string()
    .check(
      z.refine((value) => !hasControlCharacters(value), { message: CONTROL_CHARACTERS_ERROR, abort: true }),
    );
}

/** Multi-line free text (post content, descriptions): tab, line feed and carriage return allowed. */
export function multilineText() {
  return z.string().check(
    z.refine((value) => !hasControlCharacters(value, { multiline: true }), {
      message: CONTROL_CHARACTERS_ERROR,
      abort: true,
    }),
  );
}
