/**
 * Password strength of product spec section 5, shared by the sign-up meter and the server:
 * weak = a lowercase letter and a digit; medium = at least 8 characters with an uppercase
 * letter, a lowercase letter and a digit; strong = medium plus a non-word character. Only a
 * password the rules accept has a strength: one with a refused character has none.
 */

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The one character a password may be made of (spec section 5): a word character (ASCII letter,
 * digit, `_`) or one of !@#$%^&*()+. The sign-up rule (account-rules.ts) and the meter's hint
 * both read it.
 */
export const PASSWORD_CHARACTER = /[\w!@#$%^&*()+]/;

/** Made on first use: making one loads ICU's break rules, slow on a phone (src/i18n/name-initial.ts). */
let graphemes: Intl.Segmenter | undefined;

/**
 * The characters of `password` the rules refuse, each once, in the order typed: what the
 * sign-up hint names as soon as one is typed. Whole graphemes, so an emoji shows as itself.
 */
export function refusedPasswordCharacters(password: string): string[] {
  const refused = new Set<string>();
  for (const { segment } of (graphemes ??= new Intl.Segmenter(undefined, {
    granularity: 'grapheme',
  })).segment(password)) {
    if ([...segment].some((character) => !PASSWORD_CHARACTER.test(character))) refused.add(segment);
  }
  return [...refused];
}

/** 'none' when the password does not even reach weak (or is empty). */
export type PasswordStrength = 'none' | 'weak' | 'medium' | 'strong';

/** The strengths in rising order, so a meter can count filled segments by index. */
export const PASSWORD_STRENGTHS = ['none', 'weak', 'medium', 'strong'] as const;

/** The strength of a password by the spec's three rules; 'none' for a password the rules refuse. */
export function passwordStrength(password: string): PasswordStrength {
  // "-" is a non-word character, so without this a refused password would read "strong".
  if (refusedPasswordCharacters(password).length > 0) return 'none';
  const lower = /[a-z]/.test(password);
  const upper = /[A-Z]/.test(password);
  const digit = /\d/.test(password);
  // `_` is a word character, so it does not count as the "non-word" character of strong.
  const nonWord = /\W/.test(password);
  const medium = password.length >= PASSWORD_MIN_LENGTH && upper && lower && digit;
  if (medium && nonWord) return 'strong';
  if (medium) return 'medium';
  if (lower && digit) return 'weak';
  return 'none';
}
