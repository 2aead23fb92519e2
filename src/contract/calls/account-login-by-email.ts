import { defineCall } from '../call.ts';
import { signInOutcomeSchema } from '../two-factor.ts';
import { emailCodeLoginSchema } from '../rules/account-rules.ts';

/** Signs in with a 6-character code sent by `account/sendEmailCode` (type 5). */
export const loginByEmailCall = defineCall({
  path: 'account/loginByEmail',
  access: 'anyone',
  request: emailCodeLoginSchema,
  response: signInOutcomeSchema,
});
