/**
 * The withdrawal form's rule (spec §5) as a zod schema: the amount as typed is required, a
 * positive number, at most two decimals, at least 100 and never more than the balance. Like
 * account-rules.ts, issue messages are rule codes (`WITHDRAWAL_RULE_ERROR`) the form turns into
 * its messages. The money rules' `withdrawalProblem` has the last word, as on the server; the
 * finer checks before it say which part of the text is wrong.
 */
import { z } from 'zod/mini';
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

/** Digits with an optional decimal part; a comma is read as the decimal mark too ("150,5"). */
const DECIMAL = /^\d+(?:[.,](\d+))?$/;

/** The amount the text asks for, or the first rule it breaks. */
function readWithdrawalText(text: string, balance: number): number | WithdrawalProblem {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const match = DECIMAL.exec(trimmed);
  if (!match) return 'notNumber';
  if ((match[1]?.length ?? 0) > 2) return 'decimals';
  const amount = Number(trimmed.replace(',', '.'));
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
    amount: z.pipe(
      z.string(),
      z.transform((text: string, context) => {
        const read = readWithdrawalText(text, balance);
        if (typeof read === 'number') return read;
        context.issues.push({ code: 'custom', message: WITHDRAWAL_RULE_ERROR[read], input: text });
        return z.NEVER;
      }),
    ),
  });
}
