/**
 * The withdrawal amount as typed (spec §5: required, a positive number, at most two decimals,
 * at least 100, never more than the balance): the number to ask for, or the first rule it
 * breaks. The contract's `withdrawalProblem` has the last word, as on the server; the finer
 * problems before it say which part of the text is wrong.
 */
import { withdrawalProblem } from '../../../contract/rules/money-rules.ts';

export type WithdrawalAmountProblem = 'required' | 'notNumber' | 'decimals' | 'minimum' | 'balance';

export type WithdrawalAmount =
  { amount: number; problem: null } | { amount: null; problem: WithdrawalAmountProblem };

/** Digits with an optional decimal part; a comma is read as the decimal mark too ("150,5"). */
const DECIMAL = /^\d+(?:[.,](\d+))?$/;

export function readWithdrawalAmount(text: string, balance: number): WithdrawalAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { amount: null, problem: 'required' };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { amount: null, problem: 'notNumber' };
  if ((match[1]?.length ?? 0) > 2) return { amount: null, problem: 'decimals' };
  const amount = Number(trimmed.replace(',', '.'));
  if (!(amount > 0)) return { amount: null, problem: 'notNumber' };
  const problem = withdrawalProblem(amount, balance);
  if (problem === 'minimum' || problem === 'balance') return { amount: null, problem };
  if (problem === 'required') return { amount: null, problem: 'notNumber' };
  return { amount, problem: null };
}
