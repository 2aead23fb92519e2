/**
 * Sign-in with a second factor (issue 26). A member whose second factor is on gets no session
 * from their password, email code or provider sign-in: they get a challenge, good for
 * SECOND_FACTOR_CHALLENGE_MINUTES and one completion, and `account/loginBySecondFactor` with a
 * code of their authenticator (or a recovery code), or an assertion of one of their passkeys,
 * turns it into the session.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { LoginResult } from '../../../src/contract/entities-account.ts';
import type { PasskeyAssertion } from '../../../src/contract/passkeys.ts';
import { SECOND_FACTOR_CHALLENGE_MINUTES, type SignInOutcome } from '../../../src/contract/two-factor.ts';
import { hashToken } from '../../auth/sessions.ts';
import { ServiceError } from '../../core/service-error.ts';
import { signInChallenges } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { findUserById, type UserRow } from './account-store.ts';
import { hasPasskey } from './passkeys.ts';
import {
  acceptSecondFactor,
  hasTotp,
  secondFactorLimits,
  wrongSecondFactor,
  type SecondFactorContext,
} from './second-factor.ts';
import { signIn, type SignInContext } from './sign-in.ts';

/** What these services take from a call's context. */
export type SecondFactorSignInContext = SignInContext & SecondFactorContext & Pick<CallContext, 'db'>;

const CHALLENGE_MS = SECOND_FACTOR_CHALLENGE_MINUTES * 60_000;

/**
 * Opens a challenge for the user, saying what completes it; expired ones of anyone are purged
 * with it.
 */
async function openChallenge(
  ctx: SecondFactorSignInContext,
  userId: number,
  totp: boolean,
  passkey: boolean,
) {
  const now = ctx.now();
  await ctx.db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
  const challenge = randomBytes(32).toString('base64url');
  await ctx.db.insert(signInChallenges).values({
    tokenHash: hashToken(challenge),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return {
    second_factor: totp ? ('totp' as const) : ('passkey' as const),
    passkey,
    challenge,
    expires_in: CHALLENGE_MS / 1000,
  };
}

/**
 * Every first factor ends here: a session at once, or a challenge when the member's second factor
 * is on. A suspension is told only after the second factor, so the first alone tells nothing.
 */
export async function signInOrChallenge(
  ctx: SecondFactorSignInContext,
  user: UserRow,
): Promise<SignInOutcome> {
  const totp = await hasTotp(ctx.db, user.id);
  const passkey = await hasPasskey(ctx.db, user.id);
  if (totp || passkey) return openChallenge(ctx, user.id, totp, passkey);
  return signIn(ctx, user);
}

/** The live (unexpired, uncompleted) sign-in challenge of a token: its id and whose it is. */
export async function pendingSignInChallenge(
  ctx: Pick<CallContext, 'db'>,
  challenge: string,
  now: Date,
): Promise<{ id: number; userId: number } | undefined> {
  const [pending] = await ctx.db
    .select({ id: signInChallenges.id, userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(challenge)),
        isNull(signInChallenges.completedAt),
        gt(signInChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  return pending;
}

/**
 * Completes a challenge with a code: a TOTP code (one step either side, never one already used)
 * or an unused recovery code; or with a passkey's assertion for the options
 * `account/startPasskeySignIn` gave for this challenge. An unknown, expired or completed
 * challenge is refused (server.twoFactor.challengeEnded); wrong ones count against the account
 * and the address.
 */
export async function loginBySecondFactor(
  ctx: SecondFactorSignInContext,
  input: { challenge: string; code?: string | undefined; passkey?: PasskeyAssertion | undefined },
): Promise<LoginResult> {
  const now = ctx.now();
  const pending = await pendingSignInChallenge(ctx, input.challenge, now);
  if (!pending) throw new ServiceError('server.twoFactor.challengeEnded');
  if (!input.code && !input.passkey) throw new ServiceError('server.twoFactor.codeRequired');
  const limits = secondFactorLimits(ctx, pending.userId);
  await ctx.limits.consume(...limits);

  const proof = { second_factor_code: input.code, second_factor_passkey: input.passkey };
  const binding = {
    purpose: 'second-factor',
    userId: pending.userId,
    signInChallengeId: pending.id,
  } as const;
  const accepted = await ctx.db.transaction(async (tx) => {
    if (!(await acceptSecondFactor(ctx, tx, pending.userId, proof, binding, now))) return 'wrong';
    const completed = await tx
      .update(signInChallenges)
      .set({ completedAt: now })
      .where(and(eq(signInChallenges.id, pending.id), isNull(signInChallenges.completedAt)))
      .returning({ id: signInChallenges.id });
    // Completed meanwhile by another request: the code stays unspent (the throw rolls back).
    if (completed.length === 0) throw new ServiceError('server.twoFactor.challengeEnded');
    return 'ok';
  });
  if (accepted === 'wrong') throw wrongSecondFactor(proof);
  await ctx.limits.reward(...limits);
  const user = await findUserById(ctx.db, pending.userId);
  if (!user) throw new ServiceError('server.twoFactor.challengeEnded');
  return signIn(ctx, user);
}
