/**
 * A member's second factor, the one place it is checked (issue 26): a TOTP code of the member's
 * authenticator, one step either side of now and never for a step at or before the last accepted
 * one, or an unused recovery code, which then never works again; or an assertion of one of their
 * passkeys (passkeys.ts). A member "has two-factor" with an authenticator app on or a passkey.
 * Every check counts against the account and the address as a failed sign-in does until it succeeds.
 */
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { isTotpCode, RECOVERY_CODE_PATTERN, type StepUpProof } from '../../../src/contract/two-factor.ts';
import type { RateLimitKey } from '../../auth/rate-limits.ts';
import { hashRecoveryCode, matchTotpStep, newRecoveryCodes } from '../../auth/totp.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { memberRecoveryCodes, memberTotp } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { acceptPasskeyAssertion, hasPasskey, type PasskeyBinding } from './passkeys.ts';

/** What the code checks take from a call's context. */
export type SecondFactorContext = Pick<CallContext, 'clientAddress' | 'config' | 'db' | 'limits' | 'now'>;

/** A member's authenticator row: `enabledAt` null while enrolment is unconfirmed. */
export interface MemberTotp {
  secret: string;
  enabledAt: Date | null;
}

/** The member's authenticator, confirmed or not; undefined when they never started one. */
export async function findMemberTotp(
  db: Database | Transaction,
  userId: number,
): Promise<MemberTotp | undefined> {
  const [row] = await db
    .select({ secret: memberTotp.secret, enabledAt: memberTotp.enabledAt })
    .from(memberTotp)
    .where(eq(memberTotp.userId, userId))
    .limit(1);
  return row;
}

/** Whether the member's authenticator app is on (a first code confirmed it). */
export async function hasTotp(db: Database | Transaction, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: memberTotp.userId })
    .from(memberTotp)
    .where(and(eq(memberTotp.userId, userId), isNotNull(memberTotp.enabledAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The rule of who "has two-factor" (sign-in challenge, step-up, withdrawals): a member whose
 * authenticator app is on, or who has a passkey.
 */
export async function hasSecondFactor(db: Database | Transaction, userId: number): Promise<boolean> {
  return (await hasTotp(db, userId)) || (await hasPasskey(db, userId));
}

/**
 * Takes a TOTP code of a step after the last accepted one. The update is the check, so two
 * requests with one code cannot both pass.
 */
async function takeTotpStep(tx: Transaction, userId: number, secret: string, code: string, now: Date) {
  const step = matchTotpStep(secret, code, now);
  if (step === null) return false;
  const taken = await tx
    .update(memberTotp)
    .set({ lastStep: step })
    .where(and(eq(memberTotp.userId, userId), lt(memberTotp.lastStep, step)))
    .returning({ userId: memberTotp.userId });
  return taken.length > 0;
}

/** Marks an unused recovery code of the member used; false when it is none of theirs or was used. */
async function takeRecoveryCode(tx: Transaction, userId: number, code: string, now: Date) {
  if (!RECOVERY_CODE_PATTERN.test(code)) return false;
  const used = await tx
    .update(memberRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(memberRecoveryCodes.userId, userId),
        eq(memberRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(memberRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: memberRecoveryCodes.id });
  return used.length > 0;
}

/**
 * Accepts a code of the member's authenticator: a TOTP code (recovery codes too once `enabled`
 * is true, i.e. the factor is on). Answers whether it was accepted; a wrong code changes nothing.
 */
export async function acceptSecondFactorCode(
  tx: Transaction,
  userId: number,
  totp: MemberTotp,
  code: string,
  now: Date,
): Promise<boolean> {
  if (isTotpCode(code)) return takeTotpStep(tx, userId, totp.secret, code, now);
  return totp.enabledAt !== null && takeRecoveryCode(tx, userId, code, now);
}

/** The rate limits of a member's second factor: the account's and the address's, as a password's. */
export function secondFactorLimits(ctx: SecondFactorContext, userId: number): RateLimitKey[] {
  return [
    ['signInPerAccount', `second-factor:${userId}`],
    ['signInPerAddress', ctx.clientAddress],
  ];
}

/**
 * Checks a code of the member's authenticator, rate limited, and runs `then` in the same
 * transaction once it is accepted (so a code is spent only on a change that happens). A wrong
 * code is refused with server.ops.codeWrong and counts as a failed sign-in.
 */
export async function withSecondFactorCode<T>(
  ctx: SecondFactorContext,
  userId: number,
  totp: MemberTotp,
  code: string,
  then: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const limits = secondFactorLimits(ctx, userId);
  await ctx.limits.consume(...limits);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await acceptSecondFactorCode(tx, userId, totp, code.trim().toLowerCase(), now))) return null;
    return { value: await then(tx) };
  });
  if (!outcome) throw new ServiceError('server.ops.codeWrong');
  await ctx.limits.reward(...limits);
  return outcome.value;
}

/**
 * Accepts a proof of the member's second factor inside `tx`: a passkey's assertion for a
 * challenge bound as `binding` says, else a code of their authenticator app (on) or a recovery
 * code. Answers whether it was accepted; what a wrong one spends (a passkey challenge) stays spent.
 */
export async function acceptSecondFactor(
  ctx: Pick<CallContext, 'config'>,
  tx: Transaction,
  userId: number,
  proof: StepUpProof,
  binding: PasskeyBinding,
  now: Date,
): Promise<boolean> {
  if (proof.second_factor_passkey)
    return (await acceptPasskeyAssertion(ctx, tx, binding, proof.second_factor_passkey, now)) === userId;
  const totp = await findMemberTotp(tx, userId);
  const code = proof.second_factor_code?.trim().toLowerCase();
  if (!totp?.enabledAt || !code) return false;
  return acceptSecondFactorCode(tx, userId, totp, code, now);
}

/**
 * Checks a proof of the member's second factor (a code, or a passkey's assertion for
 * `user/startPasskeyStepUp`'s options), rate limited as a code, and runs `then` in the same
 * transaction once it is accepted. A wrong one is refused with server.ops.codeWrong.
 */
export async function withSecondFactor<T>(
  ctx: SecondFactorContext,
  userId: number,
  proof: StepUpProof,
  then: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const limits = secondFactorLimits(ctx, userId);
  await ctx.limits.consume(...limits);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const binding = { purpose: 'step-up', userId } as const;
    if (!(await acceptSecondFactor(ctx, tx, userId, proof, binding, now))) return null;
    return { value: await then(tx) };
  });
  if (!outcome) throw wrongSecondFactor(proof);
  await ctx.limits.reward(...limits);
  return outcome.value;
}

/** The refusal of a proof that was not accepted: a wrong code, or a passkey's answer that did not verify. */
export function wrongSecondFactor(proof: StepUpProof): ServiceError {
  return new ServiceError(
    proof.second_factor_passkey ? 'server.passkey.notVerified' : 'server.ops.codeWrong',
  );
}

/** Replaces the member's recovery codes with ten new ones; answers them (stored only hashed). */
export async function replaceRecoveryCodes(tx: Transaction, userId: number): Promise<string[]> {
  await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
  const codes = newRecoveryCodes();
  await tx
    .insert(memberRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}
