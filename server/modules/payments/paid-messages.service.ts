/**
 * Paid messages (issue 25, `payment/buyMessage`): a creator's chat message with pictures and a
 * price (chat-messages.service.ts stores it) is unlocked by the fan it was sent to, with an order of
 * kind `message` paid like a purchase (the provider's page or a saved card, the same pay ways, the
 * same ledger lines and fees: events.service.ts). The paid order writes the fan's unlock
 * (entitlements.service.ts); the media routes then open the originals to that fan only
 * (chat-images.ts), and both people get the message again live (webhook.routes.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { BuyMessageRequest } from '../../../src/contract/calls/payment-buy-message.ts';
import { DEFAULT_PAY_TYPE_ID } from '../../../src/contract/enums.ts';
import { hasBlocked } from '../../access/block-rule.ts';
import { isSuspendedAt } from '../../access/suspension-rule.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Transaction } from '../../db/client.ts';
import { chatMessages, chatMessageUnlocks, orders, users } from '../../db/schema.ts';
import { findById, type StoredChatMessage } from '../chat/chat-store.ts';
import { notify } from '../notifications/notify.ts';
import { savedCardRoute } from './embed-pay.service.ts';
import type { OrderItem } from './order-items.ts';
import type { OrderRow } from './order-row.ts';
import { placeOrder, type OrderContext, type OrderFor, type PaymentRoute } from './orders.service.ts';

/** An order's name for a paid message: its caption's first words, else the creator's name. */
const NAME_LENGTH = 60;
function messageName(caption: string, creatorName: string): string {
  const text = caption.trim().replace(/\s+/g, ' ');
  if (text === '') return creatorName;
  return text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH - 1)}…` : text;
}

/**
 * The paid message `messageId` as `buyerId` may buy it: a paid message sent to them (else
 * server.paidMessage.notFound; the sender's own is server.paidMessage.self) by a creator not
 * suspended, neither of the two blocking the other (server.paidMessage.blocked), not unlocked
 * already (server.paidMessage.alreadyBought). Its price is the one it was sent with.
 */
export async function messageItem(
  tx: Transaction,
  buyerId: number,
  messageId: number,
  now: Date,
): Promise<OrderItem> {
  const [message] = await tx
    .select({
      id: chatMessages.id,
      senderId: chatMessages.senderId,
      receiverId: chatMessages.receiverId,
      body: chatMessages.body,
      priceCents: chatMessages.priceCents,
      nickname: users.nickname,
      username: users.username,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.id, messageId));
  if (message && message.priceCents !== null && message.senderId === buyerId)
    throw new ServiceError('server.paidMessage.self');
  if (
    !message ||
    message.priceCents === null ||
    message.receiverId !== buyerId ||
    isSuspendedAt(message, now)
  )
    throw new ServiceError('server.paidMessage.notFound');
  if ((await hasBlocked(tx, buyerId, message.senderId)) || (await hasBlocked(tx, message.senderId, buyerId)))
    throw new ServiceError('server.paidMessage.blocked');
  const [unlocked] = await tx
    .select({ id: chatMessageUnlocks.id })
    .from(chatMessageUnlocks)
    .where(
      and(
        eq(chatMessageUnlocks.messageId, message.id),
        eq(chatMessageUnlocks.userId, buyerId),
        isNull(chatMessageUnlocks.revokedAt),
      ),
    );
  if (unlocked) throw new ServiceError('server.paidMessage.alreadyBought');
  return {
    kind: 'message',
    itemId: Number(message.id),
    itemName: messageName(message.body, message.nickname || message.username),
    creatorId: message.senderId,
    priceCents: message.priceCents,
  };
}

/** Places the fan's order for a paid message, on the provider's page or with a saved card (then way 78). */
export async function buyMessage(order: OrderContext, input: BuyMessageRequest): Promise<OrderRow> {
  const route: PaymentRoute = input.user_payment_method_id
    ? await savedCardRoute(order, input.user_payment_method_id)
    : { via: 'checkout' };
  const orderFor: OrderFor = {
    kind: 'message',
    itemId: input.message_id,
    item: (tx, now) => messageItem(tx, order.buyerId, input.message_id, now),
  };
  // The creator is the message's sender, found in the order's transaction; `aff` is not asked.
  const request = {
    item_id: input.message_id,
    aff: 0,
    amount: input.amount,
    pay_type_id: route.via === 'card' ? DEFAULT_PAY_TYPE_ID : input.pay_type_id,
    client_key: input.client_key,
  };
  return placeOrder(order, orderFor, request, route);
}

/**
 * Unlocks the paid message for the order's buyer; a message bought twice keeps the first unlock
 * (the second payment is refunded), a message deleted meanwhile cannot be given (refunded too).
 * The unlock written, its creator is told (a `message_purchase` notification, in the same
 * transaction): once per purchase, as a webhook repeated finds the order paid and grants nothing.
 */
export async function grantMessageUnlock(
  tx: Transaction,
  order: OrderRow,
  buyerId: number,
  now: Date,
): Promise<'granted' | 'alreadyBought' | 'itemGone'> {
  const [message] = await tx
    .select({ id: chatMessages.id, senderId: chatMessages.senderId })
    .from(chatMessages)
    .where(eq(chatMessages.id, order.itemId));
  if (!message) return 'itemGone';
  const added = await tx
    .insert(chatMessageUnlocks)
    .values({ messageId: Number(message.id), userId: buyerId, orderId: order.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: chatMessageUnlocks.id });
  if (added.length === 0) return 'alreadyBought';
  await notify(
    tx,
    { userId: message.senderId, type: 'message_purchase', actorId: buyerId, amountCents: order.amountCents },
    now,
  );
  return 'granted';
}

/** A refunded or disputed order's unlock ends: the originals close to the fan again. */
export async function revokeMessageUnlock(tx: Transaction, order: OrderRow, now: Date): Promise<void> {
  await tx
    .update(chatMessageUnlocks)
    .set({ revokedAt: now })
    .where(and(eq(chatMessageUnlocks.orderId, order.id), isNull(chatMessageUnlocks.revokedAt)));
}

/**
 * The paid message an event about order `orderPublicId` changed (paid: unlocked; refunded: locked
 * again), as it now stands, for its live delivery to both people; undefined for other orders.
 */
export async function changedPaidMessage(
  tx: Transaction,
  orderPublicId: string,
): Promise<StoredChatMessage | undefined> {
  const [order] = await tx
    .select({ kind: orders.kind, itemId: orders.itemId, status: orders.status })
    .from(orders)
    .where(eq(orders.publicId, orderPublicId));
  if (!order || order.kind !== 'message' || order.status === 'pending') return undefined;
  return findById(tx, order.itemId);
}
