import { defineCall } from '../call.ts';
import { signInOutcomeSchema } from '../two-factor.ts';
import { accountLoginSchema } from '../rules/account-rules.ts';

/** Signs in with the account name (or the email) and the password. */
export const loginByPasswordCall = defineCall({
  path: 'account/loginByPassword',
  access: 'anyone',
  request: accountLoginSchema,
  response: signInOutcomeSchema,
});
