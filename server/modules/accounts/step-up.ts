/**
 * The second factor asked again before a sensitive change (issue 26): a member who has one gives
 * a current code before changing their email or password or deleting the account; a creator must
 * have one before money leaves the platform. Members without one keep today's checks (the
 * current password, the emailed code): docs/decisions.md, "Second factor".
 */
import { ServiceError } from '../../core/service-error.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  findMemberTotp,
  hasSecondFactor,
  withSecondFactorCode,
  type SecondFactorContext,
} from './second-factor.ts';

/**
 * With the member's second factor on, refuses the change without a current code
 * (server.twoFactor.codeRequired) or with a wrong one (server.ops.codeWrong); the code is
 * spent. Without a second factor it passes: the call's own check is all there is.
 */
export async function requireStepUp(
  ctx: SecondFactorContext,
  userId: number,
  code: string | undefined,
): Promise<void> {
  const totp = await findMemberTotp(ctx.db, userId);
  if (!totp?.enabledAt) return;
  if (!code) throw new ServiceError('server.twoFactor.codeRequired');
  await withSecondFactorCode(ctx, userId, totp, code, async () => undefined);
}

/** Refuses a payout request or payout-details change of a member with no second factor on. */
export async function requireSecondFactorForPayouts(
  db: Database | Transaction,
  userId: number,
): Promise<void> {
  if (!(await hasSecondFactor(db, userId))) throw new ServiceError('server.twoFactor.requiredForPayouts');
}
