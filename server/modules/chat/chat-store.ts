/**
 * Where messages are kept: stored before anyone is told (the ack, the receiver's sockets), once per
 * sender and sign, one conversation at a time (docs/decisions.md, "Chat"). A message is a
 * conversation's row lock, the message row and both sides' contact rows, in one transaction.
 */
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ChatMessageType } from '../../../src/contract/chat/chat-rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  chatConversations,
  chatMembers,
  chatMessageMedia,
  chatMessages,
  chatMessageUnlocks,
  uploads,
  users,
} from '../../db/schema.ts';
import { qualified } from '../../access/block-rule.ts';
import { notify, notifyEach } from '../notifications/notify.ts';

/** A stored message as every process hands it around (the bus carries it as JSON). */
export interface StoredChatMessage {
  id: number;
  sign: string;
  conversationId: number;
  senderId: number;
  senderUuid: string;
  receiverId: number;
  receiverUuid: string;
  msgType: ChatMessageType;
  /** The trimmed text; '' for a photo; a tip's message. */
  body: string;
  /** A photo's original (served signed to the two of them) and size; null for text or a removed upload. */
  image: { originalKey: string; width: number; height: number } | null;
  /** A tip's amount in cents; null for every other message. */
  tipCents: number | null;
  /**
   * A paid message (issue 25): its price, its pictures in order (originals and public previews),
   * and whether its receiver has paid for it; null for every other message.
   */
  paid: PaidParts | null;
  /** The sender's clock, milliseconds. */
  clientTime: number;
  /** When it was stored, milliseconds. */
  createdAt: number;
}

/** One picture of a paid message: its original (signed per viewer) and its public blurred preview. */
export interface PaidPicture {
  originalKey: string;
  blurKey: string;
  width: number;
  height: number;
}

/**
 * The video of a paid message (issue 25): its upload, whose row the video job fills as it encodes
 * (status, size, length, blurred poster); the poster and HLS keys follow from the upload's public
 * id (media-processing/video-keys.ts).
 */
export interface PaidVideo {
  uploadPublicId: string;
  /** The upload's status: 'uploaded' or 'processing' until encoded, 'ready', or 'failed'. */
  status: string;
  /** The public blurred poster; '' until encoded. */
  blurKey: string;
  width: number;
  height: number;
  /** Whole seconds; 0 until encoded. */
  videoTime: number;
}

/** What a paid message carries beside its caption: pictures, or one video. */
export interface PaidParts {
  priceCents: number;
  media: PaidPicture[];
  /** The video of a paid message that carries one instead of pictures; null otherwise. */
  video?: PaidVideo | null | undefined;
  bought: boolean;
}

/** A message that passed the rules, ready to store. */
export interface NewChatMessage {
  sender: { id: number; uuid: string };
  receiver: { id: number; uuid: string };
  sign: string;
  msgType: ChatMessageType;
  body: string;
  image: { uploadId: number; originalKey: string; width: number; height: number } | null;
  clientTime: number;
  /** A tip's amount in cents (the payments module stores a paid tip sent from the chat). */
  tipCents?: number | undefined;
  /** A paid message's price and its pictures or video (the sender's own uploads, checked). */
  paid?:
    | {
        priceCents: number;
        media: (PaidPicture & { uploadId: number })[];
        video?: (PaidVideo & { uploadId: number }) | undefined;
      }
    | undefined;
}

/**
 * The columns a message is read with, its row and its photo, wherever a message is read (the
 * history, the contact list's newest message, a re-send); the photo is joined by `photoOfMessage`.
 */
export const messageColumns = {
  id: chatMessages.id,
  sign: chatMessages.sign,
  conversationId: chatMessages.conversationId,
  senderId: chatMessages.senderId,
  receiverId: chatMessages.receiverId,
  msgType: chatMessages.msgType,
  body: chatMessages.body,
  clientTime: chatMessages.clientTime,
  tipCents: chatMessages.tipCents,
  priceCents: chatMessages.priceCents,
  createdAt: chatMessages.createdAt,
  originalKey: uploads.originalKey,
  width: uploads.width,
  height: uploads.height,
};

/** The left join of a message's photo (none for text or a removed upload). */
export const photoOfMessage = eq(uploads.id, chatMessages.uploadId);

/** A message read with `messageColumns`. */
type MessageRow = Awaited<ReturnType<typeof messagesBefore>>[number];

/** A row as a stored message, the two uuids given by the caller (who knows the pair). */
export function storedOf(row: MessageRow, uuids: ReadonlyMap<number, string>): StoredChatMessage {
  return {
    id: Number(row.id),
    sign: row.sign,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderUuid: uuids.get(row.senderId) ?? '',
    receiverId: row.receiverId,
    receiverUuid: uuids.get(row.receiverId) ?? '',
    msgType: typeOf(row.msgType),
    body: row.body,
    image:
      row.originalKey === null
        ? null
        : { originalKey: row.originalKey, width: row.width ?? 0, height: row.height ?? 0 },
    tipCents: row.tipCents,
    // Filled by withPaidParts for a paid message.
    paid: row.priceCents === null ? null : { priceCents: row.priceCents, media: [], bought: false },
    clientTime: Number(row.clientTime),
    createdAt: row.createdAt.getTime(),
  };
}

/** The message's type as stored, one of the known ones ('text' for anything else). */
function typeOf(msgType: string): ChatMessageType {
  return msgType === 'photos' || msgType === 'tip' || msgType === 'paid' ? msgType : 'text';
}

/**
 * The paid messages among `messages` with their pictures and whether their receiver paid (a live
 * unlock), read in two queries for a whole page; other messages are answered as they are.
 */
export async function withPaidParts(
  db: Database,
  messages: StoredChatMessage[],
): Promise<StoredChatMessage[]> {
  const paid = messages.filter((message) => message.paid !== null);
  if (paid.length === 0) return messages;
  const ids = paid.map((message) => message.id);
  const [pictures, unlocks] = await Promise.all([
    db
      .select({
        messageId: chatMessageMedia.messageId,
        kind: uploads.kind,
        publicId: uploads.publicId,
        status: uploads.status,
        originalKey: uploads.originalKey,
        blurKey: uploads.blurKey,
        width: uploads.width,
        height: uploads.height,
        videoTime: uploads.videoTime,
      })
      .from(chatMessageMedia)
      .innerJoin(uploads, eq(uploads.id, chatMessageMedia.uploadId))
      .where(inArray(chatMessageMedia.messageId, ids))
      .orderBy(asc(chatMessageMedia.messageId), asc(chatMessageMedia.position)),
    db
      .select({ messageId: chatMessageUnlocks.messageId, userId: chatMessageUnlocks.userId })
      .from(chatMessageUnlocks)
      .where(and(inArray(chatMessageUnlocks.messageId, ids), isNull(chatMessageUnlocks.revokedAt))),
  ]);
  return messages.map((message) => {
    if (message.paid === null) return message;
    const parts = pictures.filter((picture) => Number(picture.messageId) === message.id);
    const video = parts.find((part) => part.kind === 'video');
    return {
      ...message,
      paid: {
        priceCents: message.paid.priceCents,
        media: parts
          .filter((part) => part.kind !== 'video')
          .map(({ originalKey, blurKey, width, height }) => ({ originalKey, blurKey, width, height })),
        video: video
          ? {
              uploadPublicId: video.publicId,
              status: video.status,
              blurKey: video.blurKey,
              width: video.width,
              height: video.height,
              videoTime: video.videoTime,
            }
          : null,
        bought: unlocks.some(
          (unlock) => Number(unlock.messageId) === message.id && unlock.userId === message.receiverId,
        ),
      },
    };
  });
}

/** The stored message `id` with its paid parts, or undefined. */
export async function findById(db: Database, id: number): Promise<StoredChatMessage | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(uploads, photoOfMessage)
    .where(eq(chatMessages.id, id))
    .limit(1);
  if (!row) return undefined;
  const pair = await db
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(inArray(users.id, [row.senderId, row.receiverId]));
  const [stored] = await withPaidParts(db, [
    storedOf(row, new Map(pair.map((user) => [user.id, user.uuid]))),
  ]);
  return stored;
}

/** The message a sender already stored under this sign, if any (a re-send after a lost ack). */
export async function findBySign(
  db: Database,
  senderId: number,
  sign: string,
): Promise<StoredChatMessage | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(uploads, photoOfMessage)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.sign, sign)))
    .limit(1);
  if (!row) return undefined;
  const pair = await db
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(inArray(users.id, [row.senderId, row.receiverId]));
  const [stored] = await withPaidParts(db, [
    storedOf(row, new Map(pair.map((user) => [user.id, user.uuid]))),
  ]);
  return stored;
}

/** Messages just stored: both sides' contact rows move to each, and each receiver's unread count grows by one. */
async function moveContacts(
  tx: Transaction,
  messages: readonly { id: number; conversationId: number; senderId: number; receiverId: number }[],
): Promise<void> {
  await tx
    .insert(chatMembers)
    .values(
      messages.flatMap(({ id, conversationId, senderId, receiverId }) => [
        { userId: senderId, peerId: receiverId, conversationId, lastMessageId: id, unread: 0 },
        { userId: receiverId, peerId: senderId, conversationId, lastMessageId: id, unread: 1 },
      ]),
    )
    .onConflictDoUpdate({
      target: [chatMembers.userId, chatMembers.peerId],
      set: {
        lastMessageId: sql`excluded.last_message_id`,
        unread: sql`${qualified(chatMembers.unread)} + excluded.unread`,
      },
    });
}

/** What a mass message leaves in each conversation: its text, and a paid message's price and pictures or video. */
export interface ContentToEach {
  body: string;
  paid?: NewChatMessage['paid'];
}

/**
 * One message from `senderId` to each of `receivers` (a mass message's batch), in the caller's
 * transaction and in set-based statements, as storeMessage stores one: the pairs' rows locked (in
 * receiver order, so two batches never deadlock), a message each under its own sign (one stored
 * before is skipped), a paid message's pictures or video, the contact rows, the receivers' message
 * notifications. A text, or a paid message (each fan's copy its own, unlocked by that fan's
 * payment). Answers those stored.
 */
export async function storeToEach(
  tx: Transaction,
  senderId: number,
  receivers: readonly { id: number; sign: string }[],
  { body, paid }: ContentToEach,
  now: Date,
): Promise<StoredChatMessage[]> {
  if (receivers.length === 0) return [];
  const ids = `{${receivers.map((receiver) => receiver.id).join(',')}}`;
  const signs = `{${receivers.map((receiver) => receiver.sign).join(',')}}`;
  const at = now.toISOString();
  const msgType = paid ? 'paid' : 'text';
  const inserted = (await tx.execute(sql`
    with receivers as (select receiver_id, sign from unnest(${ids}::integer[], ${signs}::text[]) as receiver(receiver_id, sign)),
    pairs as (
      insert into ${chatConversations} (user_a_id, user_b_id, created_at)
      select least(${senderId}::integer, receiver_id), greatest(${senderId}::integer, receiver_id), ${at}::timestamptz
      from receivers order by receiver_id
      on conflict (user_a_id, user_b_id) do update set user_a_id = excluded.user_a_id
      returning id, user_a_id + user_b_id - ${senderId}::integer as receiver_id)
    insert into ${chatMessages} (conversation_id, sender_id, receiver_id, sign, msg_type, body, price_cents, client_time, created_at)
    select pairs.id, ${senderId}::integer, pairs.receiver_id, receivers.sign, ${msgType}::text, ${body}::text,
      ${paid?.priceCents ?? null}::integer, ${now.getTime()}::bigint, ${at}::timestamptz
    from pairs join receivers using (receiver_id) order by pairs.receiver_id
    on conflict (sender_id, sign) do nothing
    returning id, conversation_id, receiver_id, sign`)) as unknown as {
    rows: { id: string | number; conversation_id: number; receiver_id: number; sign: string }[];
  };
  const messages = inserted.rows.map((row) => ({
    id: Number(row.id),
    conversationId: row.conversation_id,
    senderId,
    receiverId: row.receiver_id,
    sign: row.sign,
  }));
  if (messages.length === 0) return [];
  if (paid) await storePicturesOfEach(tx, messages, [...paid.media, ...(paid.video ? [paid.video] : [])]);
  await moveContacts(tx, messages);
  const reached = messages.map((message) => message.receiverId);
  // As storeMessage: a paid message's notification tells no caption (a text's tells its text).
  await notifyEach(tx, reached, { type: 'message', actorId: senderId, text: paid ? '' : body }, now);
  const people = await tx
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(inArray(users.id, [senderId, ...reached]));
  const uuidOf = new Map(people.map((person) => [person.id, person.uuid]));
  const paidParts: PaidParts | null = paid
    ? {
        priceCents: paid.priceCents,
        media: paid.media.map(({ originalKey, blurKey, width, height }) => ({
          originalKey,
          blurKey,
          width,
          height,
        })),
        video: paid.video ? videoPartOf(paid.video) : null,
        bought: false,
      }
    : null;
  return messages.map((message) => ({
    ...message,
    senderUuid: uuidOf.get(senderId) ?? '',
    receiverUuid: uuidOf.get(message.receiverId) ?? '',
    msgType,
    body,
    image: null,
    tipCents: null,
    paid: paidParts,
    clientTime: now.getTime(),
    createdAt: now.getTime(),
  }));
}

/** The same pictures (or video), in order, on each of `messages`: one statement for the whole batch. */
async function storePicturesOfEach(
  tx: Transaction,
  messages: readonly { id: number }[],
  media: readonly { uploadId: number }[],
): Promise<void> {
  const messageIds = `{${messages.map((message) => message.id).join(',')}}`;
  const uploadIds = `{${media.map((picture) => picture.uploadId).join(',')}}`;
  await tx.execute(sql`
    insert into ${chatMessageMedia} (message_id, position, upload_id)
    select message.id, picture.position - 1, picture.upload_id
    from unnest(${messageIds}::bigint[]) as message(id)
    cross join unnest(${uploadIds}::integer[]) with ordinality as picture(upload_id, position)`);
}

/**
 * Stores a message, or finds the one the sender stored under the same sign (then `duplicate`).
 * The conversation's row is locked first, so its messages are stored one after the other and a
 * later one always has the larger id; both contact rows move to the new message, and the
 * receiver's unread count grows by one.
 */
export async function storeMessage(
  db: Database,
  message: NewChatMessage,
  now: Date,
): Promise<{ stored: StoredChatMessage; duplicate: boolean }> {
  const { sender, receiver } = message;
  const [userAId, userBId] = sender.id < receiver.id ? [sender.id, receiver.id] : [receiver.id, sender.id];
  const inserted = await db.transaction(async (tx) => {
    // Inserting or touching the pair's row takes its lock until the transaction ends.
    const [conversation] = await tx
      .insert(chatConversations)
      .values({ userAId, userBId, createdAt: now })
      .onConflictDoUpdate({
        target: [chatConversations.userAId, chatConversations.userBId],
        set: { userAId: sql`excluded.user_a_id` },
      })
      .returning({ id: chatConversations.id });
    const conversationId = conversation!.id;
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId,
        senderId: sender.id,
        receiverId: receiver.id,
        sign: message.sign,
        msgType: message.msgType,
        body: message.body,
        uploadId: message.image?.uploadId ?? null,
        clientTime: message.clientTime,
        tipCents: message.tipCents ?? null,
        priceCents: message.paid?.priceCents ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.sign] })
      .returning({ id: chatMessages.id });
    // The same sign stored a moment ago by another socket of the sender: nothing to do here.
    if (!row) return undefined;
    const id = Number(row.id);
    if (message.paid)
      await tx.insert(chatMessageMedia).values(
        [...message.paid.media, ...(message.paid.video ? [message.paid.video] : [])].map(
          (part, position) => ({
            messageId: id,
            position,
            uploadId: part.uploadId,
          }),
        ),
      );
    await moveContacts(tx, [{ id, conversationId, senderId: sender.id, receiverId: receiver.id }]);
    // A tip paid from the chat is told as a tip (payments); other messages group per sender.
    if (message.msgType !== 'tip')
      await notify(
        tx,
        {
          userId: receiver.id,
          type: 'message',
          actorId: sender.id,
          text: message.msgType === 'text' ? message.body : '',
        },
        now,
      );
    return { id, conversationId };
  });
  if (!inserted) {
    const existing = await findBySign(db, sender.id, message.sign);
    if (!existing) throw new Error('A chat message vanished between its insert and its lookup');
    return { stored: existing, duplicate: true };
  }
  return {
    stored: {
      id: inserted.id,
      sign: message.sign,
      conversationId: inserted.conversationId,
      senderId: sender.id,
      senderUuid: sender.uuid,
      receiverId: receiver.id,
      receiverUuid: receiver.uuid,
      msgType: message.msgType,
      body: message.body,
      image: message.image && {
        originalKey: message.image.originalKey,
        width: message.image.width,
        height: message.image.height,
      },
      tipCents: message.tipCents ?? null,
      paid: message.paid
        ? {
            priceCents: message.paid.priceCents,
            media: message.paid.media.map(({ originalKey, blurKey, width, height }) => ({
              originalKey,
              blurKey,
              width,
              height,
            })),
            video: message.paid.video ? videoPartOf(message.paid.video) : null,
            bought: false,
          }
        : null,
      clientTime: message.clientTime,
      createdAt: now.getTime(),
    },
    duplicate: false,
  };
}

/** A checked video as a stored message carries it (without its upload's row id). */
function videoPartOf({ uploadPublicId, status, blurKey, width, height, videoTime }: PaidVideo): PaidVideo {
  return { uploadPublicId, status, blurKey, width, height, videoTime };
}

/** Up to `limit` messages of a conversation before message `beforeId`, newest first. */
export async function messagesBefore(db: Database, conversationId: number, beforeId: number, limit: number) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(uploads, photoOfMessage)
    .where(and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.id, beforeId)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}
