/**
 * The withdrawal form's rule (spec §5) as a zod schema: the amount as typed is required, a
 * positive number, at most two decimals, at least 100 and never more than the balance. Like
 * account-rules.ts, issue messages are rule codes (`WITHDRAWAL_RULE_ERROR`) the form turns into
 * its messages. The money rules' `withdrawalProblem` has the last word, as on the server; the
 * finer checks before it say which part of the text is wrong.
 */
import { z } from 'zod/mini';
import { amountFormField, moneyFromFormText } from './form-numbers.ts';
import { withdrawalProblem } from './money-rules.ts';

/** The rule codes the withdrawal schema reports, first broken rule only. */
export const WITHDRAWAL_RULE_ERROR = {
  required: 'rule.withdrawal.required',
  notNumber: 'rule.withdrawal.notNumber',
  decimals: 'rule.withdrawal.decimals',
  minimum: 'rule.withdrawal.minimum',
  balance: 'rule.withdrawal.balance',
} as const;
export type WithdrawalRuleError = (typeof WITHDRAWAL_RULE_ERROR)[keyof typeof WITHDRAWAL_RULE_ERROR];

type WithdrawalProblem = keyof typeof WITHDRAWAL_RULE_ERROR;

/** The amount the text asks for ("150,5" too), or the first rule it breaks. */
function readWithdrawalText(text: string, balance: number): number | WithdrawalProblem {
  const amount = moneyFromFormText(text);
  if (typeof amount !== 'number') return amount;
  if (!(amount > 0)) return 'notNumber';
  const problem = withdrawalProblem(amount, balance);
  if (problem === 'minimum' || problem === 'balance') return problem;
  if (problem === 'required') return 'notNumber';
  return amount;
}

/**
 * The withdrawal form against `balance` (the balance now): `{ amount }` as typed in, the amount
 * to ask for (a number) out.
 */
export function withdrawalFormSchema(balance: number) {
  return z.object({
    amount: amountFormField((text) => readWithdrawalText(text, balance), WITHDRAWAL_RULE_ERROR),
  });
}
