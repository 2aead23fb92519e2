/**
 * Signing in with a passkey (issue 26): as the second step of a sign-in that answered a challenge
 * (`account/startPasskeySignIn` with that challenge, then `account/loginBySecondFactor`), or
 * password-free (`account/startPasskeySignIn` alone, then `account/loginByPasskey`): a discoverable
 * passkey whose authenticator verified the user is both factors and opens the session at once.
 */
import type { LoginResult } from '../../../src/contract/entities-account.ts';
import type { PasskeyAssertion, PasskeyRequestOptions } from '../../../src/contract/passkeys.ts';
import type { RateLimitKey } from '../../auth/rate-limits.ts';
import { requestOptions } from '../../auth/webauthn.ts';
import { ServiceError } from '../../core/service-error.ts';
import { findUserById } from './account-store.ts';
import {
  acceptPasskeyAssertion,
  issuePasskeyChallenge,
  passkeysOf,
  relyingParty,
  storedCredential,
} from './passkeys.ts';
import { pendingSignInChallenge, type SecondFactorSignInContext } from './second-factor-sign-in.ts';
import { signIn } from './sign-in.ts';

/**
 * Options for the browser's `navigator.credentials.get()`. With `challenge` (a sign-in's second
 * step): the member's passkeys, bound to that sign-in (server.twoFactor.challengeEnded when it
 * ended, server.passkey.none when they have none). Without: any discoverable passkey of the site,
 * user verification required, rate limited per address.
 */
export async function startPasskeySignIn(
  ctx: SecondFactorSignInContext,
  input: { challenge?: string | undefined },
): Promise<{ options: PasskeyRequestOptions }> {
  const rp = relyingParty(ctx);
  if (input.challenge !== undefined) {
    const pending = await pendingSignInChallenge(ctx, input.challenge, ctx.now());
    if (!pending) throw new ServiceError('server.twoFactor.challengeEnded');
    const passkeys = await passkeysOf(ctx.db, pending.userId);
    if (passkeys.length === 0) throw new ServiceError('server.passkey.none');
    const challenge = await issuePasskeyChallenge(ctx, {
      purpose: 'second-factor',
      userId: pending.userId,
      signInChallengeId: pending.id,
    });
    return { options: await requestOptions(rp, passkeys.map(storedCredential), challenge, 'preferred') };
  }
  await ctx.limits.consume(['passkeySignInPerAddress', ctx.clientAddress]);
  const challenge = await issuePasskeyChallenge(ctx, { purpose: 'sign-in' });
  return { options: await requestOptions(rp, [], challenge, 'required') };
}

/**
 * A password-free sign-in: an assertion, with user verification, of a passkey for the options of
 * `account/startPasskeySignIn` without a challenge opens the owner's session (a suspension refused
 * as every sign-in's). Anything that does not verify (unknown passkey, ended challenge, wrong
 * origin, a counter gone back) is server.passkey.signInFailed and counts against the address.
 */
export async function loginByPasskey(
  ctx: SecondFactorSignInContext,
  input: { passkey: PasskeyAssertion },
): Promise<LoginResult> {
  const limits: RateLimitKey[] = [['signInPerAddress', ctx.clientAddress]];
  await ctx.limits.consume(...limits);
  const now = ctx.now();
  const userId = await ctx.db.transaction((tx) =>
    acceptPasskeyAssertion(ctx, tx, { purpose: 'sign-in' }, input.passkey, now, true),
  );
  const user = userId === undefined ? undefined : await findUserById(ctx.db, userId);
  if (!user) throw new ServiceError('server.passkey.signInFailed');
  await ctx.limits.reward(...limits);
  return signIn(ctx, user);
}
