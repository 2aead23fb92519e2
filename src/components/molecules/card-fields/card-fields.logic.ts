/**
 * The card as it is typed into the sandbox provider's fields: the number grouped by four and the
 * expiry's slash added as the fan types. Whether it is a card is the contract's rule
 * (src/contract/rules/card-rules.ts); the provider checks again.
 */
import type { CardFieldValues } from '../../../contract/rules/card-rules.ts';

export const EMPTY_CARD_FIELDS: CardFieldValues = { number: '', expiry: '', cvc: '' };

const digits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" as it is typed (at most 19 digits). */
export function formatCardNumber(typed: string): string {
  return digits(typed)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1" → "1", "12" → "12/", "1230" → "12/30": the slash comes by itself. */
export function formatExpiry(typed: string, previous = ''): string {
  const only = digits(typed).slice(0, 4);
  // Deleting the slash deletes the month's last digit with it, so backspace is not stuck.
  if (previous.endsWith('/') && typed.length < previous.length) return only.slice(0, 1);
  if (only.length >= 2) return `${only.slice(0, 2)}/${only.slice(2)}`;
  return only;
}
