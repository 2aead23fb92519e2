/**
 * The tip rules the app and the server share (issue 25): a tip is at least 1 and at most the
 * server's maximum (`app/config`'s `tip_max_amount`, TIP_MAX_AMOUNT, 200 by default), at most two
 * decimals, with an optional message of at most 300 characters.
 */
import { z } from 'zod/mini';
import { amountFormField, moneyFromFormText } from './form-numbers.ts';
import { isMoneyAmount } from './money-rules.ts';

/** The smallest tip, currency units. */
export const TIP_MIN_AMOUNT = 1;
/** The largest tip when the server's setting does not say otherwise, currency units. */
export const TIP_MAX_AMOUNT_DEFAULT = 200;
/** A tip's message, trimmed, in UTF-16 code units. */
export const TIP_MESSAGE_MAX_LENGTH = 300;
/** The amounts the tip dialog offers with one tap (those above the maximum are left out). */
export const TIP_PRESET_AMOUNTS: readonly number[] = [5, 10, 20, 50];

/** Which rule a tip's amount breaks, or null: a money amount, from TIP_MIN_AMOUNT to `max`. */
export function tipAmountProblem(amount: number, max: number): 'format' | 'minimum' | 'maximum' | null {
  if (!isMoneyAmount(amount)) return 'format';
  if (amount < TIP_MIN_AMOUNT) return 'minimum';
  if (amount > max) return 'maximum';
  return null;
}

/** The rule codes the tip form reports, first broken rule of each field only. */
export const TIP_RULE_ERROR = {
  required: 'rule.tip.required',
  notNumber: 'rule.tip.notNumber',
  decimals: 'rule.tip.decimals',
  minimum: 'rule.tip.minimum',
  maximum: 'rule.tip.maximum',
  messageLength: 'rule.tip.messageLength',
} as const;
export type TipRuleError = (typeof TIP_RULE_ERROR)[keyof typeof TIP_RULE_ERROR];

/** The amount the text asks for, or the first rule it breaks. */
function readTipText(
  text: string,
  max: number,
): number | Exclude<keyof typeof TIP_RULE_ERROR, 'messageLength'> {
  const amount = moneyFromFormText(text);
  if (typeof amount !== 'number') return amount;
  const problem = tipAmountProblem(amount, max);
  if (problem === 'format') return amount > 0 ? 'maximum' : 'minimum';
  return problem ?? amount;
}

/**
 * The tip form against the server's maximum: `{ amount, message }` as typed in (the amount as
 * text, from a preset or the custom field), the amount (a number) and the trimmed message out.
 */
export function tipFormSchema(max: number) {
  return z.object({
    amount: amountFormField((text) => readTipText(text, max), TIP_RULE_ERROR),
    message: z.string().check(z.trim(), z.maxLength(TIP_MESSAGE_MAX_LENGTH, TIP_RULE_ERROR.messageLength)),
  });
}
