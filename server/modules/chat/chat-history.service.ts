/**
 * A conversation as its two people read it: the history by key, newest first, 20 a page
 * (`chat/getHistory`), and marking it read (`chat/markRead`). History stays readable after a block
 * or the end of a subscription; only sending stops.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ChatWireMessage } from '../../../src/contract/chat/chat-entities.ts';
import { CHAT_HISTORY_PAGE_SIZE } from '../../../src/contract/chat/chat-rules.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import { chatConversations, chatMembers, chatMessages, users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { qualified } from '../../access/block-rule.ts';
import { messagesBefore, storedOf, withPaidParts } from './chat-store.ts';
import { wireMessageOf } from './chat-view.ts';

type ChatContext = Pick<CallContext, 'db' | 'media' | 'now'>;

/** The largest message id a cursor may name (ids are positive and far below it). */
const MAX_CURSOR = Number.MAX_SAFE_INTEGER;

/** The id a cursor names: decimal digits, '' or absent for the start. */
export function cursorIdOf(cursor: string | undefined): number {
  if (!cursor) return MAX_CURSOR;
  if (!/^\d{1,16}$/.test(cursor) || Number(cursor) < 1 || Number(cursor) > MAX_CURSOR) {
    throw new ServiceError('server.feed.badCursor');
  }
  return Number(cursor);
}

/** The signed-in caller with their uuid, which the messages' from/to name them by. */
export async function chatViewerOf(ctx: ChatContext & Pick<CallContext, 'viewer'>) {
  const id = ctx.viewer.userId;
  const [row] =
    id === undefined
      ? []
      : await ctx.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, id)).limit(1);
  // A member call with no user behind its session: the account was deleted meanwhile.
  if (id === undefined || !row) throw new ServiceError('content.tokenExpired', {}, 422);
  return { id, uuid: row.uuid };
}

/** The other person by uuid; unknown is the client's mistake. */
async function peerOf(ctx: ChatContext, uuid: string): Promise<{ id: number; uuid: string }> {
  const [peer] = isUuid(uuid)
    ? await ctx.db
        .select({ id: users.id, uuid: users.uuid })
        .from(users)
        .where(eq(users.uuid, uuid.toLowerCase()))
        .limit(1)
    : [];
  if (!peer) throw new ServiceError('server.user.notFound');
  return peer;
}

/** The viewer's side of the conversation with `peerId`, if they have one. */
async function sideOf(ctx: ChatContext, viewerId: number, peerId: number) {
  const [side] = await ctx.db
    .select({
      conversationId: chatMembers.conversationId,
      readId: chatMembers.readId,
      lastMessageId: chatMembers.lastMessageId,
    })
    .from(chatMembers)
    .where(and(eq(chatMembers.userId, viewerId), eq(chatMembers.peerId, peerId)))
    .limit(1);
  return side;
}

/** One page of the conversation with `fromUuid`, newest first; `cursor` '' after the oldest. */
export async function chatHistory(
  ctx: ChatContext,
  viewer: { id: number; uuid: string },
  fromUuid: string,
  cursor: string | undefined,
): Promise<{ list: ChatWireMessage[]; cursor: string }> {
  const beforeId = cursorIdOf(cursor);
  const peer = await peerOf(ctx, fromUuid);
  const side = peer.id === viewer.id ? undefined : await sideOf(ctx, viewer.id, peer.id);
  if (!side) return { list: [], cursor: '' };
  // One more than a page tells whether anything older is left.
  const rows = await messagesBefore(ctx.db, side.conversationId, beforeId, CHAT_HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, CHAT_HISTORY_PAGE_SIZE);
  const uuids = new Map([
    [viewer.id, viewer.uuid],
    [peer.id, peer.uuid],
  ]);
  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  const stored = await withPaidParts(
    ctx.db,
    page.map((row) => storedOf(row, uuids)),
  );
  const list = stored.map((message) =>
    wireMessageOf(ctx.media, message, viewer.id, { unread: message.id > side.readId, nowSeconds }),
  );
  const last = page[page.length - 1];
  return { list, cursor: rows.length > CHAT_HISTORY_PAGE_SIZE && last ? String(last.id) : '' };
}

/**
 * Marks what `fromUuid` sent the viewer read, up to message `upToId` (all without it), and answers
 * what stays unread from them. The conversation's row is locked as a new message locks it, so a
 * message stored meanwhile is either counted or read, never lost from the count.
 */
export async function markChatRead(
  ctx: ChatContext,
  viewerId: number,
  fromUuid: string,
  upToId: number | undefined,
): Promise<{ unread: number }> {
  const peer = await peerOf(ctx, fromUuid);
  const side = peer.id === viewerId ? undefined : await sideOf(ctx, viewerId, peer.id);
  if (!side) return { unread: 0 };
  return ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.id, side.conversationId))
      .for('update');
    // Columns named with their tables: an update's fields would otherwise name them bare.
    const readTo = sql`greatest(${qualified(chatMembers.readId)}, least(${upToId ?? MAX_CURSOR}::bigint, ${qualified(chatMembers.lastMessageId)}))`;
    const [row] = await tx
      .update(chatMembers)
      .set({
        readId: readTo,
        unread: sql`(select count(*)::int from ${chatMessages} where ${qualified(chatMessages.conversationId)} = ${side.conversationId} and ${qualified(chatMessages.receiverId)} = ${viewerId} and ${qualified(chatMessages.id)} > ${readTo})`,
      })
      .where(and(eq(chatMembers.userId, viewerId), eq(chatMembers.peerId, peer.id)))
      .returning({ unread: chatMembers.unread });
    return { unread: row?.unread ?? 0 };
  });
}
