/**
 * Delivering a mass message (issue 25; docs/decisions/mass-messages.md): a job, queued with the
 * row (at its time when scheduled). It counts the audience as it starts, then walks it by fan id in
 * batches; each batch is one transaction that stores one chat message per fan as a message of the
 * creator's would be (the conversation's row locked, both contact rows moved, the fan's unread
 * count and their "message" notification grown), signed `mass_{id}_{fan}` so a batch run again
 * after a crash stores nothing twice. Batches are small so the sender's other requests (and, on
 * the embedded database, everyone's) are never kept waiting long; after each, the stored messages
 * are handed to the sockets of the fans online.
 */
import { setImmediate } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { massMessageSign } from '../../../src/contract/rules/mass-message-rules.ts';
import type { Database } from '../../db/client.ts';
import { chatConversations, chatMembers, chatMessages, massMessages, users } from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { StoredChatMessage } from '../chat/chat-store.ts';
import { notifyEach } from '../notifications/notify.ts';
import { audienceFansSql, type Audience } from './mass-audiences.ts';

/** Fans per batch: a batch's transaction stays in the tens of milliseconds (docs/benchmarks.md). */
export const MASS_DELIVERY_BATCH = 200;

export interface MassDeliveryDeps {
  db: Database;
  now(): Date;
  /** Hands a stored message to the sockets of its two people (the chat hub, where the process has one). */
  deliverChat?: ((message: StoredChatMessage) => void) | undefined;
}

type MassMessageRow = typeof massMessages.$inferSelect;

const audienceOfRow = (row: MassMessageRow): Audience => ({
  audience: row.audience as Audience['audience'],
  planId: row.planId,
  minSpentCents: row.minSpentCents,
});

/** The audience's fans now, by account id. */
async function audienceNow(deps: MassDeliveryDeps, row: MassMessageRow): Promise<number[]> {
  const result = (await deps.db.execute(sql`
    select reached.fan_id from (${audienceFansSql(row.creatorId, audienceOfRow(row), deps.now())}) as reached
    order by reached.fan_id`)) as unknown as { rows: { fan_id: number }[] };
  return result.rows.map((found) => Number(found.fan_id));
}

/**
 * The row, moved from scheduled to sending, and its audience as the delivery starts (read once:
 * the batches walk this list); undefined when it is not to go (cancelled, or sent).
 */
async function start(
  deps: MassDeliveryDeps,
  id: number,
): Promise<{ row: MassMessageRow; fanIds: number[] } | undefined> {
  const [row] = await deps.db.select().from(massMessages).where(eq(massMessages.id, id));
  if (!row || row.status === 'cancelled' || row.status === 'sent') return undefined;
  const fanIds = await audienceNow(deps, row);
  // A run again after a crash keeps the first count when the audience has shrunk since.
  const [started] = await deps.db
    .update(massMessages)
    .set({ status: 'sending', recipients: sql`greatest(${massMessages.recipients}, ${fanIds.length})` })
    .where(and(eq(massMessages.id, id), sql`${massMessages.status} in ('scheduled', 'sending')`))
    .returning();
  return started ? { row: started, fanIds } : undefined;
}

/** Stores the batch's messages (those not stored by an earlier run) and answers them as stored. */
async function storeBatch(
  deps: MassDeliveryDeps,
  row: MassMessageRow,
  fanIds: readonly number[],
): Promise<StoredChatMessage[]> {
  const now = deps.now();
  const creatorId = row.creatorId;
  const ids = `{${fanIds.join(',')}}`;
  const signs = `{${fanIds.map((fanId) => massMessageSign(row.id, fanId)).join(',')}}`;
  return deps.db.transaction(async (tx) => {
    // The pairs' rows, locked in fan order (as another batch would lock them: no deadlock).
    const stored = (await tx.execute(sql`
      with fans as (select fan_id, sign from unnest(${ids}::integer[], ${signs}::text[]) as fan(fan_id, sign)),
      pairs as (
        insert into ${chatConversations} (user_a_id, user_b_id, created_at)
        select least(${creatorId}::integer, fan_id), greatest(${creatorId}::integer, fan_id), ${now.toISOString()}::timestamptz
        from fans order by fan_id
        on conflict (user_a_id, user_b_id) do update set user_a_id = excluded.user_a_id
        returning id, user_a_id + user_b_id - ${creatorId}::integer as fan_id)
      insert into ${chatMessages} (conversation_id, sender_id, receiver_id, sign, msg_type, body, client_time, created_at)
      select pairs.id, ${creatorId}::integer, pairs.fan_id, fans.sign, 'text',
        ${row.body}::text, ${now.getTime()}::bigint, ${now.toISOString()}::timestamptz
      from pairs join fans using (fan_id) order by pairs.fan_id
      on conflict (sender_id, sign) do nothing
      returning id, conversation_id, receiver_id, sign`)) as unknown as {
      rows: { id: string | number; conversation_id: number; receiver_id: number; sign: string }[];
    };
    const messages = stored.rows.map((message) => ({
      id: Number(message.id),
      conversationId: message.conversation_id,
      fanId: message.receiver_id,
      sign: message.sign,
    }));
    if (messages.length === 0) return [];
    const members = messages.flatMap((message) => [
      {
        userId: creatorId,
        peerId: message.fanId,
        conversationId: message.conversationId,
        lastMessageId: message.id,
        unread: 0,
      },
      {
        userId: message.fanId,
        peerId: creatorId,
        conversationId: message.conversationId,
        lastMessageId: message.id,
        unread: 1,
      },
    ]);
    await tx
      .insert(chatMembers)
      .values(members)
      .onConflictDoUpdate({
        target: [chatMembers.userId, chatMembers.peerId],
        set: {
          lastMessageId: sql`excluded.last_message_id`,
          unread: sql`${chatMembers.unread} + excluded.unread`,
        },
      });
    const fanIdsStored = messages.map((message) => message.fanId);
    await notifyEach(tx, fanIdsStored, { type: 'message', actorId: creatorId, text: row.body }, now);
    await tx
      .update(massMessages)
      .set({ delivered: sql`${massMessages.delivered} + ${messages.length}` })
      .where(eq(massMessages.id, row.id));
    const people = await tx
      .select({ id: users.id, uuid: users.uuid })
      .from(users)
      .where(sql`${users.id} = any(${`{${[creatorId, ...fanIdsStored].join(',')}}`}::integer[])`);
    const uuidOf = new Map(people.map((person) => [person.id, person.uuid]));
    return messages.map((message) => ({
      id: message.id,
      sign: message.sign,
      conversationId: message.conversationId,
      senderId: creatorId,
      senderUuid: uuidOf.get(creatorId) ?? '',
      receiverId: message.fanId,
      receiverUuid: uuidOf.get(message.fanId) ?? '',
      msgType: 'text' as const,
      body: row.body,
      image: null,
      tipCents: null,
      paid: null,
      clientTime: now.getTime(),
      createdAt: now.getTime(),
    }));
  });
}

/** Delivers mass message `id` to its whole audience, batch by batch, and marks it sent. */
export async function deliverMassMessage(deps: MassDeliveryDeps, id: number): Promise<void> {
  const started = await start(deps, id);
  if (!started) return;
  const { row, fanIds } = started;
  for (let at = 0; at < fanIds.length; at += MASS_DELIVERY_BATCH) {
    const stored = await storeBatch(deps, row, fanIds.slice(at, at + MASS_DELIVERY_BATCH));
    for (const message of stored) deps.deliverChat?.(message);
    // The embedded database answers in microtasks: without a turn of the event loop here, the
    // process's requests would wait for the whole delivery rather than one batch.
    await setImmediate();
  }
  await deps.db
    .update(massMessages)
    .set({ status: 'sent', finishedAt: deps.now() })
    .where(and(eq(massMessages.id, id), eq(massMessages.status, 'sending')));
}

export function massDeliveryHandler(deps: MassDeliveryDeps): JobHandler {
  return {
    run: (payload) => deliverMassMessage(deps, Number(payload.massMessageId)),
  };
}
