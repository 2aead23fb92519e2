/**
 * Numbers typed into a form. The wire takes JSON numbers only (docs/api.md, section 5: `"4.99"` is
 * refused), while an `<input>` or a select's text holds strings: a form turns its text into the
 * number here, then checks it with the same contract schema the server applies.
 */
import { z } from 'zod/mini';

/** Whole or decimal, optionally negative, nothing else: "4.99" and "30" are numbers; "", "4." and "1e3" are not. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** The number a form's text holds (surrounding white space ignored), or NaN, which no number schema takes. */
export function numberFromFormText(text: string): number {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * A form field holding text, checked as the number `schema` takes: text that is no number breaks
 * `message` (the field's rule code), like a number outside the schema's rule.
 */
export function formNumber<Out>(schema: z.ZodMiniType<Out, number>, message: string) {
  return z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(DECIMAL_TEXT, message)),
      z.transform((text: string) => Number(text)),
    ),
    schema,
  );
}
