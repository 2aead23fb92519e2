import { describe, expect, it } from 'vitest';
import {
  TIP_MAX_AMOUNT_DEFAULT,
  TIP_MESSAGE_MAX_LENGTH,
  TIP_MIN_AMOUNT,
  TIP_RULE_ERROR,
  tipFormSchema,
} from './tip-rules.ts';

const read = (amount: string, message = '', max = TIP_MAX_AMOUNT_DEFAULT) =>
  tipFormSchema(max).safeParse({ amount, message });
const problemOf = (amount: string, message = '', max?: number) =>
  read(amount, message, max).error?.issues[0]?.message ?? null;

describe('tip form (issue 25: at least 1, at most the maximum, two decimals, a message of at most 300)', () => {
  it('holds the issue numbers', () => {
    expect([TIP_MIN_AMOUNT, TIP_MAX_AMOUNT_DEFAULT, TIP_MESSAGE_MAX_LENGTH]).toEqual([1, 200, 300]);
  });

  it('reads an amount as typed, a comma as the decimal mark too', () => {
    expect(read('1').data).toEqual({ amount: 1, message: '' });
    expect(read(' 7,5 ', '  thanks  ').data).toEqual({ amount: 7.5, message: 'thanks' });
    expect(read('200').data?.amount).toBe(200);
  });

  it('refuses what is no amount, below 1, above the maximum or with three decimals', () => {
    expect(problemOf('')).toBe(TIP_RULE_ERROR.required);
    for (const text of ['abc', '-5', '1e3', '.5']) expect(problemOf(text)).toBe(TIP_RULE_ERROR.notNumber);
    expect(problemOf('0.99')).toBe(TIP_RULE_ERROR.minimum);
    expect(problemOf('200.01')).toBe(TIP_RULE_ERROR.maximum);
    expect(problemOf('51', '', 50)).toBe(TIP_RULE_ERROR.maximum);
    expect(problemOf('5.555')).toBe(TIP_RULE_ERROR.decimals);
  });

  it('takes a message of 300 characters, not 301', () => {
    expect(problemOf('5', 'x'.repeat(300))).toBeNull();
    expect(problemOf('5', 'x'.repeat(301))).toBe(TIP_RULE_ERROR.messageLength);
  });
});
