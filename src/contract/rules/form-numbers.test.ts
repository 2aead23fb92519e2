import { describe, expect, it } from 'vitest';
import { formNumber, numberFromFormText } from './form-numbers.ts';
import { PLAN_RULE_ERROR, planUnlockDaysSchema } from './plan-rules.ts';

describe('numbers typed into a form', () => {
  it('reads whole and decimal text as the number the wire takes', () => {
    expect(['4.99', ' 30 ', '0', '-2'].map(numberFromFormText)).toEqual([4.99, 30, 0, -2]);
  });

  it.each(['', '4.', '.5', '1e3', 'abc', '0x10'])('reads %j as no number', (text) => {
    expect(numberFromFormText(text)).toBeNaN();
  });

  it("checks the text with the contract's number schema, a non-number breaking the field's rule", () => {
    const unlockDays = formNumber(planUnlockDaysSchema, PLAN_RULE_ERROR.unlockDays);
    expect(unlockDays.parse('30')).toBe(30);
    for (const text of ['', 'abc', '0', '1001'])
      expect(unlockDays.safeParse(text).error?.issues[0]?.message).toBe(PLAN_RULE_ERROR.unlockDays);
    // The contract itself takes only the number.
    expect(planUnlockDaysSchema.safeParse('30').success).toBe(false);
  });
});
