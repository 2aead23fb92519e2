import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { text } from '../strings.ts';
import { loginResultSchema } from '../entities-account.ts';
import { signUpSchema } from '../rules/account-rules.ts';

/**
 * Creates an account (email unused, account name unique) and signs it in. `tracking_code`, the
 * code of the tracking link the visitor arrived through (kept by the app for 30 days), credits the
 * link with the sign-up; an unknown or malformed one is ignored, never a reason to refuse.
 */
export const registerByPasswordCall = defineCall({
  path: 'account/registerByPassword',
  access: 'anyone',
  request: z.extend(signUpSchema, { tracking_code: z.optional(text().check(z.maxLength(64))) }),
  response: loginResultSchema,
});
