/**
 * An operator's decision on a post, from the console (ops/decidePost) or the shell (`npm run ops
 * -- approve|reject`): the posts domain's approve or reject (modules/posts/post-review.service.ts)
 * and its audit record, in one transaction so neither stands without the other.
 */
import type { PostDecision } from '../../../../src/contract/post-review.ts';
import type { Database } from '../../../db/client.ts';
import { signedInOperator, type CallContext } from '../../../http/call-context.ts';
import { approvePost, rejectPost, type DecisionScope } from '../../posts/post-review.service.ts';
import { appendAuditRow } from '../audit.service.ts';

/** Who decides, as the audit record names them: a console operator, or the shell's user. */
export interface Decider {
  id: number | null;
  email: string;
  role: string;
}

/** Where and when the decision is made, for the audit record. */
export interface DecisionMoment {
  clientAddress: string;
  now(): Date;
}

/**
 * Approves or rejects the post and records who did, why, and the status it had. `scope`: whether
 * an earlier decision may be reversed (the shell) or not (the console, post-review.service.ts).
 */
export async function decidePostAs(
  db: Database,
  decider: Decider,
  at: DecisionMoment,
  decision: PostDecision,
  scope: DecisionScope,
): Promise<{ id: number; status: number }> {
  return db.transaction(async (tx) => {
    const reason = decision.decision === 'reject' ? (decision.reason ?? 'other') : undefined;
    const decided = reason
      ? await rejectPost(tx, decision.id, { reason, note: decision.note }, at.now(), scope)
      : await approvePost(tx, decision.id, at.now(), scope);
    await appendAuditRow(tx, decider, at, {
      action: reason ? 'post.reject' : 'post.approve',
      targetType: 'post',
      targetId: decision.id,
      reason: reason ?? '',
      details: {
        previousStatus: decided.previousStatus,
        status: decided.status,
        ...(reason && decision.note ? { note: decision.note } : {}),
      },
    });
    return { id: decided.postId, status: decided.status };
  });
}

/** The console's decision: the signed-in operator's (the envelope checked their role). */
export function decidePost(
  ctx: Pick<CallContext, 'db' | 'viewer' | 'clientAddress' | 'now'>,
  decision: PostDecision,
): Promise<{ id: number; status: number }> {
  const operator = signedInOperator(ctx);
  const decider = { id: operator.id, email: operator.email, role: operator.role };
  return decidePostAs(ctx.db, decider, ctx, decision, 'undecided');
}
