import { describe, expect, it } from 'vitest';
import {
  accountLoginSchema,
  accountNameSchema,
  emailCodeSchema,
  emailSchema,
  newPasswordSchema,
  RULE_ERROR,
  signUpSchema,
} from './account-rules.ts';

function errorOf(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message ?? null;
}

describe('account rules (spec section 5)', () => {
  it('requires a valid email', () => {
    expect(errorOf(emailSchema, '')).toBe(RULE_ERROR.required);
    expect(errorOf(emailSchema, 'not-an-email')).toBe(RULE_ERROR.email);
    expect(errorOf(emailSchema, ' ada@example.com ')).toBeNull();
  });
  it('requires an account name of 4 to 20 letters and digits', () => {
    expect(errorOf(accountNameSchema, '')).toBe(RULE_ERROR.required);
    expect(errorOf(accountNameSchema, 'abc')).toBe(RULE_ERROR.accountLength);
    expect(errorOf(accountNameSchema, 'abcd')).toBeNull();
    expect(errorOf(accountNameSchema, 'a'.repeat(20))).toBeNull();
    expect(errorOf(accountNameSchema, 'a'.repeat(21))).toBe(RULE_ERROR.accountLength);
    expect(errorOf(accountNameSchema, 'ada_99')).toBe(RULE_ERROR.accountChars);
  });
  it('requires a password of at least 8 word characters or !@#$%^&*()_+', () => {
    expect(errorOf(newPasswordSchema, '')).toBe(RULE_ERROR.required);
    expect(errorOf(newPasswordSchema, 'Abc123!')).toBe(RULE_ERROR.passwordMin);
    expect(errorOf(newPasswordSchema, 'Abc123!_')).toBeNull();
    expect(errorOf(newPasswordSchema, 'Abc123!@#$%^&*()+')).toBeNull();
    expect(errorOf(newPasswordSchema, 'Abc 1234')).toBe(RULE_ERROR.passwordChars);
    expect(errorOf(newPasswordSchema, 'Abc1234~')).toBe(RULE_ERROR.passwordChars);
  });
  it('requires an email code of exactly 6 characters', () => {
    expect(errorOf(emailCodeSchema, '')).toBe(RULE_ERROR.required);
    expect(errorOf(emailCodeSchema, '12345')).toBe(RULE_ERROR.codeLength);
    expect(errorOf(emailCodeSchema, '1234567')).toBe(RULE_ERROR.codeLength);
    expect(errorOf(emailCodeSchema, '123456')).toBeNull();
  });
  it('validates a whole sign-up and trims the email', () => {
    const parsed = signUpSchema.parse({
      email: ' ada@example.com',
      account: 'ada2024',
      password: 'Secret12!',
    });
    expect(parsed.email).toBe('ada@example.com');
    const issues = signUpSchema.safeParse({ email: '', account: '', password: '' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', RULE_ERROR.required],
      ['account', RULE_ERROR.required],
      ['password', RULE_ERROR.required],
    ]);
  });
  it('only requires account and password to log in', () => {
    expect(accountLoginSchema.safeParse({ account: 'x', password: 'y' }).success).toBe(true);
    expect(accountLoginSchema.safeParse({ account: '', password: '' }).success).toBe(false);
  });
});
