import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { RULE_ERROR, newPasswordSchema } from '../rules/account-rules.ts';
import { text } from '../strings.ts';
import { stepUpFields } from '../two-factor.ts';

export const setPasswordSchema = z
  .object({
    new_password: newPasswordSchema,
    /** The new password again. */
    new_password_confirm: text().check(z.minLength(1, RULE_ERROR.required)),
    ...stepUpFields,
  })
  .check(
    z.refine((value) => value.new_password === value.new_password_confirm, {
      message: RULE_ERROR.passwordMismatch,
      path: ['new_password_confirm'],
    }),
  );

/** Gives a password to an account that has none (made through Google, X or Apple). */
export const setPasswordCall = defineCall({
  path: 'user/setPassword',
  access: 'member',
  request: setPasswordSchema,
  response: z.object({}),
});
