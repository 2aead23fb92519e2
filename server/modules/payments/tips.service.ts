/**
 * Tips (issue 25, `payment/tip`): a fan tips a creator an amount of their choosing, from 1 to the
 * configured maximum (TIP_MAX_AMOUNT), with an optional message. A tip is an order of kind `tip`,
 * paid like a purchase (the provider's page or a saved card, the same pay ways, the same ledger
 * lines and platform fee: events.service.ts); it gives nothing but the money and, when it was sent
 * from the conversation, a message there once paid (tip-messages.ts).
 */
import { eq } from 'drizzle-orm';
import type { TipRequest } from '../../../src/contract/calls/payment-tip.ts';
import { AUTH_STATUS, DEFAULT_PAY_TYPE_ID } from '../../../src/contract/enums.ts';
import { amountToCents } from '../../../src/contract/rules/money-rules.ts';
import { TIP_MIN_AMOUNT, tipAmountProblem } from '../../../src/contract/rules/tip-rules.ts';
import { hasBlocked } from '../../access/block-rule.ts';
import { reachOf } from '../../access/chat-rule.ts';
import { isSuspendedAt } from '../../access/suspension-rule.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Transaction } from '../../db/client.ts';
import { tips, users } from '../../db/schema.ts';
import { savedCardRoute } from './embed-pay.service.ts';
import type { OrderItem } from './order-items.ts';
import type { OrderRow } from './order-row.ts';
import { placeOrder, type OrderContext, type OrderFor, type PaymentRoute } from './orders.service.ts';

/**
 * The creator `input.aff` as `fanId` may tip them now: an approved creator (else
 * server.tip.notCreator), not the fan (server.tip.self), neither of the two blocking the other
 * (server.tip.youBlocked, server.tip.blocked), and, for a tip from the chat, someone the fan may
 * message (server.tip.chatClosed). The order's item is the creator, its price the amount chosen.
 */
async function tipItem(tx: Transaction, fanId: number, input: TipRequest, now: Date): Promise<OrderItem> {
  const [creator] = await tx
    .select({
      id: users.id,
      uuid: users.uuid,
      nickname: users.nickname,
      username: users.username,
      authStatus: users.authStatus,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .where(eq(users.aff, input.aff));
  if (creator?.id === fanId) throw new ServiceError('server.tip.self');
  if (!creator || creator.authStatus !== AUTH_STATUS.creator || isSuspendedAt(creator, now))
    throw new ServiceError('server.tip.notCreator');
  if (await hasBlocked(tx, fanId, creator.id)) throw new ServiceError('server.tip.youBlocked');
  if (await hasBlocked(tx, creator.id, fanId)) throw new ServiceError('server.tip.blocked');
  if (input.in_chat === 1 && (await reachOf(tx, fanId, creator.uuid, now)).kind !== 'allowed')
    throw new ServiceError('server.tip.chatClosed');
  return {
    kind: 'tip',
    itemId: input.aff,
    itemName: creator.nickname || creator.username,
    creatorId: creator.id,
    priceCents: amountToCents(input.amount),
  };
}

/** A tip as an order: the creator by `aff`, and its message kept beside the order. */
function tipFor(fanId: number, input: TipRequest): OrderFor {
  return {
    kind: 'tip',
    itemId: input.aff,
    item: (tx, now) => tipItem(tx, fanId, input, now),
    recorded: async (tx: Transaction, order: OrderRow) => {
      await tx.insert(tips).values({
        orderId: order.id,
        fanId,
        creatorId: order.creatorId,
        message: input.message,
        inChat: input.in_chat,
        createdAt: order.createdAt,
      });
    },
  };
}

/**
 * Places the fan's tip, paid on the provider's page or with the saved card the request names
 * (then by the credit card way, 78). An amount outside 1 to the maximum is server.tip.amountRange,
 * naming both in the caller's language; the other refusals are the creator's (tipItem) and the
 * orders' (pay way, client key, the pay way's range).
 */
export async function tip(order: OrderContext, input: TipRequest): Promise<OrderRow> {
  const max = order.deps.config.payments.tipMaxAmount;
  if (tipAmountProblem(input.amount, max) !== null)
    throw new ServiceError('server.tip.amountRange', { min: TIP_MIN_AMOUNT, max });
  const route: PaymentRoute = input.user_payment_method_id
    ? await savedCardRoute(order, input.user_payment_method_id)
    : { via: 'checkout' };
  const request = {
    item_id: input.aff,
    aff: input.aff,
    amount: input.amount,
    pay_type_id: route.via === 'card' ? DEFAULT_PAY_TYPE_ID : input.pay_type_id,
    client_key: input.client_key,
  };
  return placeOrder(order, tipFor(order.buyerId, input), request, route);
}
