/**
 * The spending limit form's rule (issue 26) as a zod schema: the amount as typed is required, a
 * number with at most two decimals, and money as the contract takes it (`isMoneyAmount`, what
 * `payment/setSpendingLimit` checks). Issue messages are rule codes the form turns into its words.
 */
import { z } from 'zod/mini';
import { amountFormField, moneyFromFormText } from './form-numbers.ts';
import { isMoneyAmount } from './money-rules.ts';

/** The rule codes the schema reports, first broken rule only. */
export const SPENDING_LIMIT_RULE_ERROR = {
  required: 'rule.spendingLimit.required',
  notNumber: 'rule.spendingLimit.notNumber',
  decimals: 'rule.spendingLimit.decimals',
} as const;
export type SpendingLimitRuleError =
  (typeof SPENDING_LIMIT_RULE_ERROR)[keyof typeof SPENDING_LIMIT_RULE_ERROR];

/** The cap the text asks for ("25,5" too), or the first rule it breaks. */
function readLimitText(text: string): number | keyof typeof SPENDING_LIMIT_RULE_ERROR {
  const amount = moneyFromFormText(text);
  if (typeof amount !== 'number') return amount;
  return isMoneyAmount(amount) ? amount : 'notNumber';
}

/** The spending limit form: `{ amount }` as typed in, the monthly cap (a number) out. */
export const spendingLimitFormSchema = z.object({
  amount: amountFormField(readLimitText, SPENDING_LIMIT_RULE_ERROR),
});
