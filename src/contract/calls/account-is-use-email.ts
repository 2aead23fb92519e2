import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { emailSchema } from '../rules/account-rules.ts';

/** Whether an account already uses this email: the auth dialog's main screen branches on it. */
export const isUseEmailCall = defineCall({
  path: 'account/isUseEmail',
  access: 'anyone',
  request: z.object({ email: emailSchema }),
  response: z.object({ used: z.boolean() }),
});
