import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { RULE_ERROR, newPasswordSchema } from '../rules/account-rules.ts';
import { text } from '../strings.ts';
import { stepUpFields } from '../two-factor.ts';

export const changePasswordSchema = z
  .object({
    /** The current password. */
    old_password: text().check(z.minLength(1, RULE_ERROR.required)),
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

/**
 * Changes the password after checking the current one (and, with a second factor on, a current
 * code); other sessions are signed out.
 */
export const changePasswordCall = defineCall({
  path: 'user/changePassword',
  access: 'member',
  request: changePasswordSchema,
  response: z.object({}),
});
