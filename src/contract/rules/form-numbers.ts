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

/** Digits with an optional decimal part; a comma is read as the decimal mark too ("7,5"). */
const MONEY_TEXT = /^\d+(?:[.,](\d+))?$/;

/**
 * The amount of money a form's text asks for, or the first rule of its writing it breaks: none
 * typed, not a number, more than two decimals. The amount's own rules (a minimum, a maximum) are
 * the caller's.
 */
export function moneyFromFormText(text: string): number | 'required' | 'notNumber' | 'decimals' {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const match = MONEY_TEXT.exec(trimmed);
  if (!match) return 'notNumber';
  if ((match[1]?.length ?? 0) > 2) return 'decimals';
  return Number(trimmed.replace(',', '.'));
}

/**
 * A form's amount field: its text read by `read` into the amount, or the key of the rule it
 * breaks, reported as that rule's code from `codes` (first broken rule only).
 */
export function amountFormField<Problem extends string>(
  read: (text: string) => number | Problem,
  codes: Readonly<Record<Problem, string>>,
) {
  return z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const amount = read(text);
      if (typeof amount === 'number') return amount;
      context.issues.push({ code: 'custom', message: codes[amount], input: text });
      return z.NEVER;
    }),
  );
}
