import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { EMAIL_CODE_TYPE } from '../enums.ts';
import { emailSchema } from '../rules/account-rules.ts';

/**
 * Mails a 6-character code: type 5 (default) to sign in with an existing email, type 4 to
 * confirm a new email of the signed-in user. Answers how many seconds until another may be sent.
 */
export const sendEmailCodeCall = defineCall({
  path: 'account/sendEmailCode',
  access: 'anyone',
  request: z.object({
    email: emailSchema,
    /** 5 sign in (the default), 4 confirm a new email of the signed-in user (needs a `token`). */
    type: z._default(
      z.union([z.literal(EMAIL_CODE_TYPE.login), z.literal(EMAIL_CODE_TYPE.updateEmail)]),
      EMAIL_CODE_TYPE.login,
    ),
  }),
  response: z.object({ resend_after: z.int().check(z.nonnegative()) }),
});
