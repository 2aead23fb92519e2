/**
 * The second factor asked again before a sensitive change (issue 26): a member who has one gives
 * a current code before changing their email or password or deleting the account; a creator must
 * have one before money leaves the platform. Members without one keep today's checks (the
 * current password, the emailed code): docs/decisions.md, "Second factor".
 */
import type { StepUpProof } from '../../../src/contract/two-factor.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { hasSecondFactor, withSecondFactor, type SecondFactorContext } from './second-factor.ts';

/**
 * With a second factor (an authenticator app on, or a passkey), refuses the change without a
 * current code or passkey assertion (server.twoFactor.codeRequired) or with a wrong one
 * (server.ops.codeWrong); the code or the passkey's challenge is spent. Without a second factor
 * it passes: the call's own check is all there is.
 */
export async function requireStepUp(
  ctx: SecondFactorContext,
  userId: number,
  proof: StepUpProof,
): Promise<void> {
  if (!(await hasSecondFactor(ctx.db, userId))) return;
  if (!proof.second_factor_code && !proof.second_factor_passkey)
    throw new ServiceError('server.twoFactor.codeRequired');
  await withSecondFactor(ctx, userId, proof, async () => undefined);
}

/** Refuses a payout request or payout-details change of a member with no second factor (app or passkey). */
export async function requireSecondFactorForPayouts(
  db: Database | Transaction,
  userId: number,
): Promise<void> {
  if (!(await hasSecondFactor(db, userId))) throw new ServiceError('server.twoFactor.requiredForPayouts');
}
