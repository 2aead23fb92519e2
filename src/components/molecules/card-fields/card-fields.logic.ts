/**
 * The card as typed into the sandbox provider's fields: number, expiry (MM/YY) and CVC, checked
 * before anything is sent (spec §5 "Invalid card: info.invalidCard"). The provider checks again.
 */

export interface CardFieldValues {
  number: string;
  /** As typed: "MM/YY". */
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD_FIELDS: CardFieldValues = { number: '', expiry: '', cvc: '' };

/** The card ready for the provider, or null when a field is not a valid card. */
export interface ParsedCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** True when the digits pass the Luhn check every card number carries. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

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

/**
 * The card when every field is valid at `now`: 12 to 19 digits passing Luhn, a month 01 to 12
 * of this month or later (the card works until the end of its month), a CVC of 3 or 4 digits.
 */
export function parseCard(values: CardFieldValues, now: Date): ParsedCard | null {
  const number = digits(values.number);
  if (number.length < 12 || number.length > 19 || !passesLuhn(number)) return null;
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return null;
  const cvc = digits(values.cvc);
  if (cvc.length < 3 || cvc.length > 4 || cvc !== values.cvc.trim()) return null;
  return { number, exp_month: month, exp_year: year, cvc };
}
