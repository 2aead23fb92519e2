/**
 * Sign-in with a second factor (issue 26). A member whose second factor is on gets no session
 * from their password, email code or provider sign-in: they get a challenge, good for
 * SECOND_FACTOR_CHALLENGE_MINUTES and one completion, and `account/loginBySecondFactor` with a
 * code of their authenticator (or a recovery code) turns it into the session.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { LoginResult } from '../../../src/contract/entities-account.ts';
import { SECOND_FACTOR_CHALLENGE_MINUTES, type SignInOutcome } from '../../../src/contract/two-factor.ts';
import { hashToken } from '../../auth/sessions.ts';
import { ServiceError } from '../../core/service-error.ts';
import { signInChallenges } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { findUserById, type UserRow } from './account-store.ts';
import {
  acceptSecondFactorCode,
  findMemberTotp,
  secondFactorLimits,
  type SecondFactorContext,
} from './second-factor.ts';
import { signIn, type SignInContext } from './sign-in.ts';

/** What these services take from a call's context. */
export type SecondFactorSignInContext = SignInContext & SecondFactorContext & Pick<CallContext, 'db'>;

const CHALLENGE_MS = SECOND_FACTOR_CHALLENGE_MINUTES * 60_000;

/** Opens a challenge for the user; expired ones of anyone are purged with it. */
async function openChallenge(ctx: SecondFactorSignInContext, userId: number) {
  const now = ctx.now();
  await ctx.db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
  const challenge = randomBytes(32).toString('base64url');
  await ctx.db.insert(signInChallenges).values({
    tokenHash: hashToken(challenge),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return { second_factor: 'totp' as const, challenge, expires_in: CHALLENGE_MS / 1000 };
}

/**
 * Every first factor ends here: a session at once, or a challenge when the member's second factor
 * is on. A suspension is told only after the second factor, so the first alone tells nothing.
 */
export async function signInOrChallenge(
  ctx: SecondFactorSignInContext,
  user: UserRow,
): Promise<SignInOutcome> {
  const totp = await findMemberTotp(ctx.db, user.id);
  if (totp?.enabledAt) return openChallenge(ctx, user.id);
  return signIn(ctx, user);
}

/**
 * Completes a challenge with a code: a TOTP code (one step either side, never one already used)
 * or an unused recovery code. An unknown, expired or completed challenge is refused
 * (server.twoFactor.challengeEnded); wrong codes count against the account and the address.
 */
export async function loginBySecondFactor(
  ctx: SecondFactorSignInContext,
  input: { challenge: string; code: string },
): Promise<LoginResult> {
  const now = ctx.now();
  const tokenHash = hashToken(input.challenge);
  const [pending] = await ctx.db
    .select({ id: signInChallenges.id, userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        isNull(signInChallenges.completedAt),
        gt(signInChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  const totp = pending && (await findMemberTotp(ctx.db, pending.userId));
  if (!pending || !totp?.enabledAt) throw new ServiceError('server.twoFactor.challengeEnded');
  const limits = secondFactorLimits(ctx, pending.userId);
  await ctx.limits.consume(...limits);

  const accepted = await ctx.db.transaction(async (tx) => {
    if (!(await acceptSecondFactorCode(tx, pending.userId, totp, input.code, now))) return 'wrong';
    const completed = await tx
      .update(signInChallenges)
      .set({ completedAt: now })
      .where(and(eq(signInChallenges.id, pending.id), isNull(signInChallenges.completedAt)))
      .returning({ id: signInChallenges.id });
    // Completed meanwhile by another request: the code stays unspent (the throw rolls back).
    if (completed.length === 0) throw new ServiceError('server.twoFactor.challengeEnded');
    return 'ok';
  });
  if (accepted === 'wrong') throw new ServiceError('server.ops.codeWrong');
  await ctx.limits.reward(...limits);
  const user = await findUserById(ctx.db, pending.userId);
  if (!user) throw new ServiceError('server.twoFactor.challengeEnded');
  return signIn(ctx, user);
}
