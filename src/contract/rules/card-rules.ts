/**
 * The add-card forms' rules (spec §2 add credit card, §5 "Invalid card: info.invalidCard") as zod
 * schemas: the agreement is required, then the card typed into the sandbox provider's fields must
 * be a card (number, expiry, CVC) before anything is sent; the provider checks again. Like
 * account-rules.ts, issue messages are rule codes (`CARD_RULE_ERROR`) the forms turn into text.
 */
import { z } from 'zod/mini';

/** The rule codes the card schemas report as issue messages. */
export const CARD_RULE_ERROR = {
  agreement: 'rule.card.agreement',
  invalidCard: 'rule.card.invalid',
} as const;
export type CardRuleError = (typeof CARD_RULE_ERROR)[keyof typeof CARD_RULE_ERROR];

/** The card as typed into the sandbox provider's fields. */
export interface CardFieldValues {
  number: string;
  /** As typed: "MM/YY". */
  expiry: string;
  cvc: string;
}

/** The card ready for the provider. */
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

/**
 * True when a card of expiry `month` (1 to 12) and `year` (four digits) has expired at `now`: a
 * card works until the end of its expiry month (UTC). The sandbox provider asks it too.
 */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  return year * 12 + (month - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();
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
  if (month < 1 || month > 12 || isCardExpired(month, year, now)) return null;
  const cvc = digits(values.cvc);
  if (cvc.length < 3 || cvc.length > 4 || cvc !== values.cvc.trim()) return null;
  return { number, exp_month: month, exp_year: year, cvc };
}

/** The agreement to keep the card, which every add-card form requires. */
const agreementSchema = z.boolean().check(z.refine((agreed) => agreed, CARD_RULE_ERROR.agreement));

/** The add-card form around a provider's own card fields (Stripe's Card Element): the agreement. */
export const cardAgreementFormSchema = z.object({ agreed: agreementSchema });

/**
 * The sandbox's add-card form: `{ card, agreed }` as typed in, the card for the provider out. The
 * card is read only once the agreement is given (a pipe stops at the first failing part), so a
 * refusal names one thing at a time; it is read at the clock's time of the submit.
 */
export const sandboxCardFormSchema = z.pipe(
  z.object({
    card: z.object({ number: z.string(), expiry: z.string(), cvc: z.string() }),
    agreed: agreementSchema,
  }),
  z.transform(({ card }, context) => {
    const parsed = parseCard(card, new Date());
    if (parsed) return { card: parsed };
    context.issues.push({
      code: 'custom',
      message: CARD_RULE_ERROR.invalidCard,
      input: card,
      path: ['card'],
    });
    return z.NEVER;
  }),
);
