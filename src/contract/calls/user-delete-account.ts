import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { RULE_ERROR } from '../rules/account-rules.ts';
import { text } from '../strings.ts';
import { stepUpFields } from '../two-factor.ts';

/**
 * Deletes the signed-in account after checking its current password (and, with a second factor
 * on, a current code); every session ends.
 */
export const deleteAccountCall = defineCall({
  path: 'user/deleteAccount',
  access: 'member',
  request: z.object({ password: text().check(z.minLength(1, RULE_ERROR.required)), ...stepUpFields }),
  response: z.object({}),
});
