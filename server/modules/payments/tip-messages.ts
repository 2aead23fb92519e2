/**
 * A paid tip in the conversation it was sent from (issue 25): a message of type `tip` from the
 * fan to the creator, carrying the amount and the fan's words, stored in the transaction that
 * applies the payment and delivered live by whoever applied it (webhook.routes.ts). Its sign is the
 * order's, so a payment event applied again never posts it twice.
 */
import { eq, inArray } from 'drizzle-orm';
import { reachOf } from '../../access/chat-rule.ts';
import type { Transaction } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { findBySign, storeMessage, type StoredChatMessage } from '../chat/chat-store.ts';
import type { OrderRow } from './order-row.ts';

/** The chat sign of a tip's message: the order's public id, which only the server makes. */
const signOf = (order: Pick<OrderRow, 'publicId'>) => `tip_${order.publicId}`;

/**
 * Posts a paid tip sent from the chat (its `message`) in the fan's conversation with the creator.
 * Nothing is posted when the two may no longer message each other
 * (a block, a subscription that ended since): the tip stays paid, as the fan's transactions and the
 * creator's earnings show.
 */
export async function postPaidTipInChat(
  tx: Transaction,
  order: OrderRow,
  message: string,
  now: Date,
): Promise<void> {
  if (order.buyerId === null || order.creatorId === null) return;
  const people = await tx
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(inArray(users.id, [order.buyerId, order.creatorId]));
  const uuidOf = new Map(people.map((person) => [person.id, person.uuid]));
  const fanUuid = uuidOf.get(order.buyerId);
  const creatorUuid = uuidOf.get(order.creatorId);
  if (fanUuid === undefined || creatorUuid === undefined) return;
  const reach = await reachOf(tx, order.buyerId, creatorUuid, now);
  if (reach.kind !== 'allowed') return;
  await storeMessage(
    tx,
    {
      sender: { id: order.buyerId, uuid: fanUuid },
      receiver: reach.receiver,
      sign: signOf(order),
      msgType: 'tip',
      body: message,
      image: null,
      clientTime: now.getTime(),
      tipCents: order.amountCents,
    },
    now,
  );
}

/** The chat message a paid tip posted, for its live delivery; undefined when it posted none. */
export async function paidTipMessage(
  tx: Transaction,
  orderPublicId: string,
): Promise<StoredChatMessage | undefined> {
  const [order] = await tx
    .select({ buyerId: orders.buyerId, kind: orders.kind, status: orders.status })
    .from(orders)
    .where(eq(orders.publicId, orderPublicId));
  if (!order || order.kind !== 'tip' || order.status !== 'paid' || order.buyerId === null) return undefined;
  return findBySign(tx, order.buyerId, signOf({ publicId: orderPublicId }));
}
