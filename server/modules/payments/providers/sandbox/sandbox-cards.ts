/**
 * What the sandbox makes of a typed card, as Stripe's test mode does with its test numbers:
 * 4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Mastercard) are saved and charged;
 * 4000 0000 0000 0002 is declined when saved; 4000 0000 0000 0341 is saved but every charge of it
 * fails. Any other number that passes the Luhn check is saved and charged like 4242. The Luhn and
 * expiry rules are the add-card form's (src/contract/rules/card-rules.ts).
 */
import { isCardExpired, passesLuhn } from '../../../../../src/contract/rules/card-rules.ts';

export const SANDBOX_TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  chargeFails: '4000000000000341',
} as const;

/** The last four digits of a card whose charges the sandbox always fails. */
const CHARGE_FAILS_LAST4 = SANDBOX_TEST_CARDS.chargeFails.slice(-4);

export interface TypedCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** Why a card is refused, as the sandbox's card API names it (docs/api.md). */
export type CardProblem =
  'incorrect_number' | 'invalid_expiry' | 'expired_card' | 'invalid_cvc' | 'card_declined';

export interface AcceptedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The card network of a number, by its first digits. */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/**
 * Checks a typed card at `now` (the sandbox's clock): the number (digits, spaces allowed, 13 to 19
 * of them, Luhn), the expiry (not past the end of its month), the CVC (3 digits, 4 for Amex),
 * then the test numbers' outcomes. Answers what may be stored (brand, last 4, expiry) or why not.
 */
export function checkTypedCard(card: TypedCard, now: Date): AcceptedCard | { problem: CardProblem } {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return { problem: 'incorrect_number' };
  const month = card.exp_month;
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year > 2200)
    return { problem: 'invalid_expiry' };
  if (isCardExpired(month, year, now)) return { problem: 'expired_card' };
  const brand = brandOf(digits);
  if (!new RegExp(brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(card.cvc))
    return { problem: 'invalid_cvc' };
  if (digits === SANDBOX_TEST_CARDS.declined) return { problem: 'card_declined' };
  return { brand, last4: digits.slice(-4), expMonth: month, expYear: year };
}

/** Whether a charge of this saved card succeeds: every one fails for 4000 0000 0000 0341. */
export function chargeSucceeds(card: { last4: string }): boolean {
  return card.last4 !== CHARGE_FAILS_LAST4;
}
