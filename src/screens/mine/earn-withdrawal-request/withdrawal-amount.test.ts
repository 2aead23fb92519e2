import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MIN } from '../../../contract/rules/money-rules.ts';
import { readWithdrawalAmount } from './withdrawal-amount.ts';

const BALANCE = 1520.5;
const problemOf = (text: string, balance = BALANCE) => readWithdrawalAmount(text, balance).problem;

describe('withdrawal amount (spec §5: required, positive, two decimals, minimum 100, at most the balance)', () => {
  it('requires an amount', () => {
    expect(problemOf('')).toBe('required');
    expect(problemOf('   ')).toBe('required');
  });

  it('takes only a positive number', () => {
    for (const text of ['abc', '-150', '1e3', '0', '0.00', '12.', '.5', '1 000'])
      expect(problemOf(text)).toBe('notNumber');
  });

  it('refuses three decimals', () => {
    expect(problemOf('100.123')).toBe('decimals');
    expect(problemOf('150,505')).toBe('decimals');
  });

  it('asks for at least 100', () => {
    expect(WITHDRAWAL_MIN).toBe(100);
    expect(problemOf('99.99')).toBe('minimum');
    expect(readWithdrawalAmount('100', BALANCE)).toEqual({ amount: 100, problem: null });
  });

  it('never more than the balance, to the cent', () => {
    expect(readWithdrawalAmount('1520.50', BALANCE)).toEqual({ amount: 1520.5, problem: null });
    expect(problemOf('1520.51')).toBe('balance');
    expect(problemOf('150', -48.9)).toBe('balance');
  });

  it('reads a comma as the decimal mark', () => {
    expect(readWithdrawalAmount('150,5', BALANCE)).toEqual({ amount: 150.5, problem: null });
  });
});
