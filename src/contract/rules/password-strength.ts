/**
 * Password strength of product spec section 5, shared by the sign-up meter and the server:
 * weak = a lowercase letter and a digit; medium = at least 8 characters with an uppercase
 * letter, a lowercase letter and a digit; strong = medium plus a non-word character.
 */

export const PASSWORD_MIN_LENGTH = 8;

/** 'none' when the password does not even reach weak (or is empty). */
export type PasswordStrength = 'none' | 'weak' | 'medium' | 'strong';

/** The strengths in rising order, so a meter can count filled segments by index. */
export const PASSWORD_STRENGTHS = ['none', 'weak', 'medium', 'strong'] as const;

/** The strength of a password by the spec's three rules. */
export function passwordStrength(password: string): PasswordStrength {
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
