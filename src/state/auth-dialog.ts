/**
 * The auth dialog (spec §4): whether it is open, which screen it shows and the email carried
 * between screens. Rendered once by the AuthDialog organism in the root shell. UI state only.
 */
import { proxy } from 'valtio';
import { isSecondFactorChallenge } from '../contract/sign-in-outcome.ts';
import type { SignInOutcome } from '../contract/two-factor.ts';
import { signIn } from './session.ts';

export type AuthScreen =
  'main' | 'accountLogin' | 'signUp' | 'verifyCode' | 'passwordLogin' | 'signUpSuccess' | 'secondFactor';

export interface AuthDialogState {
  open: boolean;
  screen: AuthScreen;
  /** The email typed on the main screen, carried to sign-up, the code and the password screens. */
  email: string;
  /**
   * The last login code sent: to which email, and when (ms since epoch) another may be asked
   * for. Kept when the dialog closes, because the server's wait outlives the dialog.
   */
  codeSent: { email: string; resendAt: number } | null;
  /**
   * The account name the sign-up welcome greets, from the sign-up answer: the welcome shows at
   * once, before the user-info query (the source of who is signed in) has answered.
   */
  welcomeName: string;
  /**
   * The challenge of a login that asks for the second factor (issue 26), '' otherwise: the
   * secondFactor screen completes it with a code.
   */
  challenge: string;
  /**
   * What completes the challenge: `totp` when the member has an authenticator app (a code field),
   * `passkey` when they have only passkeys; `passkey` true when a passkey may complete it.
   */
  challengeFactor: 'totp' | 'passkey';
  challengePasskey: boolean;
}

export const authDialog = proxy<AuthDialogState>({
  open: false,
  screen: 'main',
  email: '',
  codeSent: null,
  welcomeName: '',
  challenge: '',
  challengeFactor: 'totp',
  challengePasskey: false,
});

function resetToMain(): void {
  authDialog.screen = 'main';
  authDialog.email = '';
  authDialog.challenge = '';
}

/** Opens the dialog on `screen` (the main screen unless told). */
export function openAuthDialog(screen: AuthScreen = 'main'): void {
  resetToMain();
  authDialog.screen = screen;
  authDialog.open = true;
}

/** Closes the dialog; the next opening starts again from the main screen (spec §4). */
export function closeAuthDialog(): void {
  authDialog.open = false;
  resetToMain();
}

/** Moves the open dialog to another screen, keeping the email typed so far. */
export function showAuthScreen(screen: AuthScreen): void {
  authDialog.screen = screen;
}

/** Remembers the email typed on one screen for the next (sign-up, the code and password screens). */
export function rememberAuthEmail(email: string): void {
  authDialog.email = email;
}

/** Records a code mailed to `email` and the server's wait before another (`resend_after`, seconds). */
export function recordCodeSent(email: string, resendAfterSeconds: number): void {
  authDialog.codeSent = { email, resendAt: Date.now() + resendAfterSeconds * 1000 };
}

/** True while a code sent to `email` is recent enough that the server would refuse another. */
export function isCodeWaitRunning(email: string, now: number = Date.now()): boolean {
  const sent = authDialog.codeSent;
  return sent !== null && sent.email === email && sent.resendAt > now;
}

/** Opens the dialog on the second-factor step of a login that answered `challenge`. */
export function askSecondFactor(
  challenge: string,
  { factor = 'totp', passkey = false }: { factor?: 'totp' | 'passkey'; passkey?: boolean } = {},
): void {
  authDialog.challenge = challenge;
  authDialog.challengeFactor = factor;
  authDialog.challengePasskey = passkey;
  authDialog.screen = 'secondFactor';
  authDialog.open = true;
}

/**
 * Called by every successful login or sign-up: stores the token through signIn(). A login
 * closes the dialog; a sign-up first shows the welcome screen. A login that asks for the second
 * factor opens its step instead (from a provider's callback too, when the dialog was closed).
 * Returns false, leaving the dialog as it is, when signIn refused the result (no username, aff
 * or uuid, spec §4).
 */
export function completeLogin(
  result: SignInOutcome,
  { signedUp = false }: { signedUp?: boolean } = {},
): boolean {
  if (isSecondFactorChallenge(result)) {
    askSecondFactor(result.challenge, { factor: result.second_factor, passkey: result.passkey });
    return true;
  }
  const accepted = signIn({
    token: result.token,
    username: result.username,
    aff: result.aff,
    uuid: result.uuid,
  });
  if (!accepted) return false;
  if (signedUp) authDialog.welcomeName = result.username;
  if (signedUp && authDialog.open) authDialog.screen = 'signUpSuccess';
  else closeAuthDialog();
  return true;
}
