import { getDeclareCall } from '../../../src/contract/calls/account-get-declare.ts';
import { isUseEmailCall } from '../../../src/contract/calls/account-is-use-email.ts';
import { loginByEmailCall } from '../../../src/contract/calls/account-login-by-email.ts';
import { loginByPasswordCall } from '../../../src/contract/calls/account-login-by-password.ts';
import { logoutCall } from '../../../src/contract/calls/account-logout.ts';
import { registerByPasswordCall } from '../../../src/contract/calls/account-register-by-password.ts';
import { sendEmailCodeCall } from '../../../src/contract/calls/account-send-email-code.ts';
import { validationEmailCall } from '../../../src/contract/calls/account-validation-email.ts';
import { loginBySecondFactorCall } from '../../../src/contract/calls/two-factor.ts';
import { loginByPasskeyCall, startPasskeySignInCall } from '../../../src/contract/calls/passkeys.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { handle } from '../../http/call-context.ts';
import { loginByEmail, sendEmailCode, validateEmail } from './email-code.service.ts';
import { loginByPassword } from './password-login.service.ts';
import { loginBySecondFactor } from './second-factor-sign-in.ts';
import { loginByPasskey, startPasskeySignIn } from './passkey-sign-in.ts';
import { isEmailUsed, registerByPassword } from './registration.service.ts';
import { signedInUserId } from '../../http/call-context.ts';

/** account/*: sign-up, sign-in by password, email code or passkey (and the second factor), email codes, the sign-up declaration, logout. */
export const accountHandlers = [
  handle(registerByPasswordCall, (ctx, input) => registerByPassword(ctx, input)),
  handle(loginByPasswordCall, (ctx, input) => loginByPassword(ctx, input)),
  handle(loginByEmailCall, (ctx, input) => loginByEmail(ctx, input)),
  handle(loginBySecondFactorCall, (ctx, input) => loginBySecondFactor(ctx, input)),
  handle(startPasskeySignInCall, (ctx, input) => startPasskeySignIn(ctx, input)),
  handle(loginByPasskeyCall, (ctx, input) => loginByPasskey(ctx, input)),
  handle(isUseEmailCall, async (ctx, input) => ({ used: await isEmailUsed(ctx.db, input.email) })),
  handle(sendEmailCodeCall, (ctx, input) => sendEmailCode(ctx, input)),
  handle(validationEmailCall, (ctx, input) => validateEmail(ctx, signedInUserId(ctx), input)),
  handle(getDeclareCall, async (ctx) => ({
    title: ctx.translate('server.account.declare.title'),
    content: ctx.translate('server.account.declare.content'),
  })),
  handle(logoutCall, async (ctx) => {
    if (ctx.viewer.sessionId !== undefined) await revokeSession(ctx.db, ctx.viewer.sessionId, ctx.now());
    ctx.mediaPass.clear();
    return {};
  }),
];
