/**
 * What an operator does to a member (issue 23): suspend or lift a suspension (the accounts
 * module's rules), and refund one of their orders through the payment provider (the money
 * module's refund, whose provider event ends the entitlement and reverses the ledger). Each
 * writes its audit row in the same transaction as its effect.
 */
import type { MemberOrder, OpsMember } from '../../../../src/contract/calls/ops-members.ts';
import { ServiceError } from '../../../core/service-error.ts';
import type { CallContext } from '../../../http/call-context.ts';
import { liftSuspension, suspendMember } from '../../accounts/suspensions.service.ts';
import { moneyDepsOf } from '../../payments/money-deps.ts';
import type { PaymentProvider } from '../../payments/providers/provider.ts';
import { requestRefund } from '../../payments/refunds.service.ts';
import { recordOperatorAction } from '../audit.service.ts';
import { orderRecord } from './member-records.service.ts';
import { memberById } from './members.service.ts';

type ActionContext = Pick<CallContext, 'db' | 'now' | 'viewer' | 'clientAddress'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Suspends the member for `days` (null: for good), replacing any suspension they had. */
export async function suspendFromConsole(
  ctx: ActionContext,
  input: { id: number; days: number | null; reason: string },
): Promise<{ member: OpsMember }> {
  const now = ctx.now();
  const until = input.days === null ? null : new Date(now.getTime() + input.days * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    await memberById(tx, input.id, now);
    await suspendMember(tx, { userId: input.id, until, reason: input.reason, now });
    await recordOperatorAction(tx, ctx, {
      action: 'member.suspend',
      targetType: 'member',
      targetId: input.id,
      reason: input.reason,
      details: { until: until?.toISOString() ?? null },
    });
  });
  return { member: await memberById(ctx.db, input.id, ctx.now()) };
}

/** Ends the member's suspension now (server.ops.memberNotSuspended when there is none). */
export async function liftFromConsole(
  ctx: ActionContext,
  input: { id: number; reason: string },
): Promise<{ member: OpsMember }> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const member = await memberById(tx, input.id, now);
    if (member.suspension === null) throw new ServiceError('server.ops.memberNotSuspended');
    await liftSuspension(tx, { userId: input.id });
    await recordOperatorAction(tx, ctx, {
      action: 'member.lift',
      targetType: 'member',
      targetId: input.id,
      reason: input.reason,
    });
  });
  return { member: await memberById(ctx.db, input.id, ctx.now()) };
}

/**
 * Asks the provider to refund a paid order (server.ops.orderNotFound, server.ops.orderNotRefundable).
 * The answer shows the order as it stands: paid until the provider's event is applied.
 */
export async function refundFromConsole(
  ctx: ActionContext & Pick<CallContext, 'config'>,
  provider: PaymentProvider,
  input: { orderId: string; reason: string },
): Promise<{ order: MemberOrder }> {
  const outcome = await requestRefund(moneyDepsOf(ctx, provider), input.orderId, (tx, order) =>
    recordOperatorAction(tx, ctx, {
      action: 'order.refund',
      targetType: 'order',
      targetId: order.publicId,
      reason: input.reason,
      details: { amountCents: order.amountCents, currency: order.currency, buyerId: order.buyerId },
    }),
  );
  if (!outcome.ok)
    throw new ServiceError(
      outcome.problem === 'notFound' ? 'server.ops.orderNotFound' : 'server.ops.orderNotRefundable',
    );
  return { order: await orderRecord(ctx.db, input.orderId) };
}
