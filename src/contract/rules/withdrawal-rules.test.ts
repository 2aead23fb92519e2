import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MIN } from './money-rules.ts';
import { WITHDRAWAL_RULE_ERROR, withdrawalFormSchema } from './withdrawal-rules.ts';

const BALANCE = 1520.5;
const read = (text: string, balance = BALANCE) => withdrawalFormSchema(balance).safeParse({ amount: text });
const problemOf = (text: string, balance = BALANCE) => read(text, balance).error?.issues[0]?.message ?? null;
const amountOf = (text: string) => read(text).data?.amount;

describe('withdrawal amount (spec §5: required, positive, two decimals, minimum 100, at most the balance)', () => {
  it('requires an amount', () => {
    expect(problemOf('')).toBe(WITHDRAWAL_RULE_ERROR.required);
    expect(problemOf('   ')).toBe(WITHDRAWAL_RULE_ERROR.required);
  });

  it('takes only a positive number', () => {
    for (const text of ['abc', '-150', '1e3', '0', '0.00', '12.', '.5', '1 000'])
      expect(problemOf(text)).toBe(WITHDRAWAL_RULE_ERROR.notNumber);
  });

  it('refuses three decimals', () => {
    expect(problemOf('100.123')).toBe(WITHDRAWAL_RULE_ERROR.decimals);
    expect(problemOf('150,505')).toBe(WITHDRAWAL_RULE_ERROR.decimals);
  });

  it('asks for at least 100', () => {
    expect(WITHDRAWAL_MIN).toBe(100);
    expect(problemOf('99.99')).toBe(WITHDRAWAL_RULE_ERROR.minimum);
    expect(problemOf('100')).toBeNull();
    expect(amountOf('100')).toBe(100);
  });

  it('never more than the balance, to the cent', () => {
    expect(problemOf('1520.50')).toBeNull();
    expect(amountOf('1520.50')).toBe(1520.5);
    expect(problemOf('1520.51')).toBe(WITHDRAWAL_RULE_ERROR.balance);
    expect(problemOf('150', -48.9)).toBe(WITHDRAWAL_RULE_ERROR.balance);
  });

  it('reads a comma as the decimal mark', () => {
    expect(problemOf('150,5')).toBeNull();
    expect(amountOf('150,5')).toBe(150.5);
  });

  it('reports only the first rule broken', () => {
    expect(read('99.999').error?.issues).toHaveLength(1);
  });
});
