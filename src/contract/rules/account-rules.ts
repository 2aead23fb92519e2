/**
 * The sign-up and login rules of product spec section 5 as zod schemas, shared by the forms
 * and the server. Error messages are rule codes (`RULE_ERROR`), not text: the client turns
 * them into translated messages, the server into its error catalogue.
 */
import { z } from 'zod/mini';
import { PASSWORD_CHARACTER, PASSWORD_MIN_LENGTH } from './password-strength.ts';
import { text } from '../strings.ts';

export const ACCOUNT_MIN_LENGTH = 4;
export const ACCOUNT_MAX_LENGTH = 20;
export const EMAIL_CODE_LENGTH = 6;
/** Seconds before another email code may be requested. */
export const EMAIL_CODE_RESEND_SECONDS = 60;

/** The rule codes the schemas report as issue messages. */
export const RULE_ERROR = {
  required: 'rule.required',
  email: 'rule.email',
  accountLength: 'rule.account.length',
  accountChars: 'rule.account.chars',
  passwordMin: 'rule.password.min',
  passwordChars: 'rule.password.chars',
  codeLength: 'rule.code.length',
  passwordMismatch: 'rule.password.mismatch',
} as const;
export type RuleError = (typeof RULE_ERROR)[keyof typeof RULE_ERROR];

/** Word characters and !@#$%^&*()_+ only. */
const PASSWORD_CHARS = new RegExp(`^${PASSWORD_CHARACTER.source}+$`);

// `abort` stops at an empty value, so a blank field reports only that it is required.
const required = () => text().check(z.trim(), z.minLength(1, { message: RULE_ERROR.required, abort: true }));

export const emailSchema = z.pipe(required(), z.email(RULE_ERROR.email));

export const accountNameSchema = required().check(
  z.minLength(ACCOUNT_MIN_LENGTH, RULE_ERROR.accountLength),
  z.maxLength(ACCOUNT_MAX_LENGTH, RULE_ERROR.accountLength),
  z.regex(/^[A-Za-z0-9]+$/, RULE_ERROR.accountChars),
);

/** A new password (sign-up, password change); login only checks that one is given. */
export const newPasswordSchema = text().check(
  z.minLength(1, { message: RULE_ERROR.required, abort: true }),
  z.minLength(PASSWORD_MIN_LENGTH, RULE_ERROR.passwordMin),
  z.regex(PASSWORD_CHARS, RULE_ERROR.passwordChars),
);

export const emailCodeSchema = z.pipe(
  required(),
  z
    .string()
    .check(
      z.length(EMAIL_CODE_LENGTH, RULE_ERROR.codeLength),
      z.regex(/^[A-Za-z0-9]+$/, RULE_ERROR.codeLength),
    ),
);

export const signUpSchema = z.object({
  /** Compared lower-cased; no other account may use it. */
  email: emailSchema,
  /** The account name: ASCII letters and digits, unique in any letter case. */
  account: accountNameSchema,
  /** Letters, digits, `_` and `!@#$%^&*()+`. */
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const accountLoginSchema = z.object({
  /** The account name or the email, in any letter case. */
  account: required(),
  password: text().check(z.minLength(1, { message: RULE_ERROR.required, abort: true })),
});

export const emailCodeLoginSchema = z.object({ email: emailSchema, code: emailCodeSchema });
