/**
 * A passkey login's steps, loaded when the member presses the button (the dialog's first screen
 * does not carry them): the server's options, the browser's prompt, then the login call.
 */
import { loginBySecondFactor } from '../../api/login-by-second-factor.ts';
import { loginByPasskey, startPasskeySignIn } from '../../api/passkeys.ts';
import type { SignInOutcome } from '../../contract/two-factor.ts';
import { assertPasskey, PasskeyCancelled } from '../passkeys/browser-passkeys.ts';

/**
 * Logs in with a passkey: password-free without `challenge`, else that sign-in's second step.
 * Answers the outcome, or `cancelled` when the browser's prompt did not complete; the server's
 * refusals are thrown (ApiError).
 */
export async function runPasskeyLogin(challenge: string | undefined): Promise<SignInOutcome | 'cancelled'> {
  const { options } = await startPasskeySignIn(challenge === undefined ? {} : { challenge });
  let passkey;
  try {
    passkey = await assertPasskey(options);
  } catch (error) {
    if (error instanceof PasskeyCancelled) return 'cancelled';
    throw error;
  }
  return challenge === undefined ? loginByPasskey({ passkey }) : loginBySecondFactor({ challenge, passkey });
}
