import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { emailCodeSchema, emailSchema } from '../rules/account-rules.ts';
import { stepUpFields } from '../two-factor.ts';

/**
 * Confirms an email of the signed-in user with a type 4 code: the email becomes the account's
 * email and email_validation becomes 1.
 */
export const validationEmailCall = defineCall({
  path: 'account/validationEmail',
  access: 'member',
  request: z.object({ email: emailSchema, code: emailCodeSchema, ...stepUpFields }),
  response: z.object({ email: z.string(), email_validation: z.literal(1) }),
});
