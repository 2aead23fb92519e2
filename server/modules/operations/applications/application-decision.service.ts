/**
 * A reviewer's decision from the console (ops/decideApplication): the creator-applications
 * domain's decision (decideCreatorApplication, which the shell's approve-creator and
 * reject-creator use too) and its audit record in one transaction; then the applicant's mail.
 */
import type { ApplicationDecision } from '../../../../src/contract/calls/ops-applications.ts';
import { ServiceError } from '../../../core/service-error.ts';
import type { CallContext } from '../../../http/call-context.ts';
import {
  decideCreatorApplication,
  tellApplicant,
  type CreatorDecision,
} from '../../creator-applications/creator-applications.service.ts';
import { recordOperatorAction } from '../audit.service.ts';
import { findApplication } from './applications-queue.service.ts';

/** Approves or refuses a pending application, records who did and why, and tells the applicant. */
export async function decideApplication(
  ctx: Pick<CallContext, 'db' | 'viewer' | 'clientAddress' | 'now' | 'mail' | 'log'>,
  input: ApplicationDecision & { id: number },
) {
  const decision: CreatorDecision =
    input.decision === 'approve'
      ? { decision: 'approve' }
      : { decision: 'reject', reason: input.reason ?? '' };
  const now = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const decided = await decideCreatorApplication(tx, input.id, decision, now);
    if (decided === null) return null;
    await recordOperatorAction(tx, ctx, {
      action: decision.decision === 'approve' ? 'application.approve' : 'application.reject',
      targetType: 'application',
      targetId: input.id,
      reason: decision.decision === 'reject' ? decision.reason : '',
      details: { applicant: decided },
    });
    return decided;
  });
  const application = await findApplication(ctx.db, input.id, now);
  if (!application) throw new ServiceError('server.ops.applicationNotFound');
  if (userId === null) throw new ServiceError('server.ops.applicationDecided');
  // The decision stands once committed; a mail server that is down does not undo it.
  await tellApplicant(ctx, userId, decision).catch((error: unknown) =>
    ctx.log.error({ err: error, application: input.id }, 'the applicant could not be told by mail'),
  );
  return { application };
}
