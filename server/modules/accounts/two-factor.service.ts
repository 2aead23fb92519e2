/**
 * Turning a member's second factor on and off (issue 26): `user/startTwoFactor` gives a new
 * secret, `user/confirmTwoFactor` puts it in force with a first code and answers ten recovery
 * codes once; turning it off and renewing the recovery codes each take a current code.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { TwoFactorEnrolment, TwoFactorStatus } from '../../../src/contract/two-factor.ts';
import { newTotpSecret, TOTP_ISSUERS, totpUri } from '../../auth/totp.ts';
import { ServiceError } from '../../core/service-error.ts';
import { memberRecoveryCodes, memberTotp } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { findUserById } from './account-store.ts';
import { hasPasskey } from './passkeys.ts';
import {
  findMemberTotp,
  replaceRecoveryCodes,
  withSecondFactorCode,
  type MemberTotp,
  type SecondFactorContext,
} from './second-factor.ts';

/** What these services take from a call's context. */
export type TwoFactorContext = SecondFactorContext & Pick<CallContext, 'db'>;

/**
 * Whether the authenticator app is on, since when, how many recovery codes are left, and whether
 * the member has a passkey (the other second factor a step-up takes).
 */
export async function twoFactorStatus(ctx: TwoFactorContext, userId: number): Promise<TwoFactorStatus> {
  const totp = await findMemberTotp(ctx.db, userId);
  const passkey = await hasPasskey(ctx.db, userId);
  if (!totp?.enabledAt) return { enabled: false, enabled_at: null, recovery_codes_left: 0, passkey };
  const [left] = await ctx.db
    .select({ n: count() })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.userId, userId), isNull(memberRecoveryCodes.usedAt)));
  return {
    enabled: true,
    enabled_at: totp.enabledAt.toISOString(),
    recovery_codes_left: left?.n ?? 0,
    passkey,
  };
}

/**
 * A new secret for the member's authenticator app, in force once confirmed. Starting again
 * replaces an unconfirmed one; while the factor is on it is refused (turn it off first).
 */
export async function startTwoFactor(ctx: TwoFactorContext, userId: number): Promise<TwoFactorEnrolment> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new ServiceError('content.tokenExpired', {}, 422);
  const secret = newTotpSecret();
  const written = await ctx.db
    .insert(memberTotp)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: memberTotp.userId,
      set: { secret, lastStep: 0 },
      setWhere: isNull(memberTotp.enabledAt),
    })
    .returning({ userId: memberTotp.userId });
  if (written.length === 0) throw new ServiceError('server.twoFactor.alreadyOn');
  return { secret, uri: totpUri(secret, user.username, TOTP_ISSUERS.members) };
}

/** The member's factor when it is on, or the refusal that it is off. */
async function enabledTotp(ctx: TwoFactorContext, userId: number): Promise<MemberTotp> {
  const totp = await findMemberTotp(ctx.db, userId);
  if (!totp?.enabledAt) throw new ServiceError('server.twoFactor.notOn');
  return totp;
}

/** Confirms the enrolment with a first code: the factor is on; answers the ten recovery codes. */
export async function confirmTwoFactor(
  ctx: TwoFactorContext,
  userId: number,
  input: { code: string },
): Promise<{ recovery_codes: string[] }> {
  const totp = await findMemberTotp(ctx.db, userId);
  if (totp?.enabledAt) throw new ServiceError('server.twoFactor.alreadyOn');
  if (!totp) throw new ServiceError('server.twoFactor.notStarted');
  const recovery_codes = await withSecondFactorCode(ctx, userId, totp, input.code, async (tx) => {
    await tx.update(memberTotp).set({ enabledAt: ctx.now() }).where(eq(memberTotp.userId, userId));
    return replaceRecoveryCodes(tx, userId);
  });
  return { recovery_codes };
}

/** Turns the factor off with a current code: the secret and the recovery codes are gone. */
export async function disableTwoFactor(
  ctx: TwoFactorContext,
  userId: number,
  input: { code: string },
): Promise<Record<string, never>> {
  const totp = await enabledTotp(ctx, userId);
  await withSecondFactorCode(ctx, userId, totp, input.code, async (tx) => {
    await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
    await tx.delete(memberTotp).where(eq(memberTotp.userId, userId));
  });
  return {};
}

/** Ten new recovery codes for a current code; the old ones stop working. */
export async function renewRecoveryCodes(
  ctx: TwoFactorContext,
  userId: number,
  input: { code: string },
): Promise<{ recovery_codes: string[] }> {
  const totp = await enabledTotp(ctx, userId);
  const recovery_codes = await withSecondFactorCode(ctx, userId, totp, input.code, (tx) =>
    replaceRecoveryCodes(tx, userId),
  );
  return { recovery_codes };
}
