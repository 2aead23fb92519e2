import { defineCall } from '../call.ts';
import { loginResultSchema } from '../entities-account.ts';
import { signUpSchema } from '../rules/account-rules.ts';

/** Creates an account (email unused, account name unique) and signs it in. */
export const registerByPasswordCall = defineCall({
  path: 'account/registerByPassword',
  access: 'anyone',
  request: signUpSchema,
  response: loginResultSchema,
});
