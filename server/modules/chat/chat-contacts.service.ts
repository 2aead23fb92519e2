/**
 * The contact list (`chat/getContactList`): the people the viewer has a conversation with, the
 * most recent first, each with the newest message, the unread count and whether the viewer may
 * write to them now. Read by key (the newest message's id), so a page is one index range. Accounts
 * the viewer blocked are left out, as every list leaves them out (access/block-rule.ts), and so are
 * accounts an operator has suspended while the suspension runs (access/suspension-rule.ts).
 */
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { ChatContact } from '../../../src/contract/chat/chat-entities.ts';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { chatMembers, chatMessages, uploads, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { notBlockedByWhere } from '../../access/block-rule.ts';
import { notSuspendedWhere } from '../../access/suspension-rule.ts';
import { cursorIdOf } from './chat-history.service.ts';
import { messageableAmong } from '../../access/chat-rule.ts';
import { messageColumns, photoOfMessage, storedOf, withPaidParts } from './chat-store.ts';
import { wireMessageOf } from './chat-view.ts';

type ChatContext = Pick<CallContext, 'db' | 'media' | 'now'>;

export async function chatContacts(
  ctx: ChatContext,
  viewer: { id: number; uuid: string },
  cursor: string | undefined,
  limit: number,
): Promise<{ list: ChatContact[]; cursor: string; unread_total: number }> {
  const beforeId = cursorIdOf(cursor);
  const now = ctx.now();
  const listed = and(
    eq(chatMembers.userId, viewer.id),
    gt(chatMembers.lastMessageId, 0),
    notBlockedByWhere(viewer.id, chatMembers.peerId),
    notSuspendedWhere(chatMembers.peerId, now),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        peer: {
          id: users.id,
          uuid: users.uuid,
          username: users.username,
          nickname: users.nickname,
          thumb: users.thumb,
          aff: users.aff,
          authStatus: users.authStatus,
        },
        unread: chatMembers.unread,
        readId: chatMembers.readId,
        message: messageColumns,
      })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.peerId))
      .innerJoin(chatMessages, eq(chatMessages.id, chatMembers.lastMessageId))
      .leftJoin(uploads, photoOfMessage)
      .where(and(listed, lt(chatMembers.lastMessageId, beforeId)))
      .orderBy(desc(chatMembers.lastMessageId))
      .limit(limit + 1),
    ctx.db
      .select({ n: sql<number>`coalesce(sum(${chatMembers.unread}), 0)::int` })
      .from(chatMembers)
      .where(listed),
  ]);
  const page = rows.slice(0, limit);
  const allowed = await messageableAmong(
    ctx.db,
    viewer.id,
    page.map((row) => row.peer.id),
    now,
  );
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const newest = await withPaidParts(
    ctx.db,
    page.map(({ peer, message }) =>
      storedOf(
        message,
        new Map([
          [viewer.id, viewer.uuid],
          [peer.id, peer.uuid],
        ]),
      ),
    ),
  );
  const list = page.map(({ peer, unread, readId }, index) => {
    const stored = newest[index]!;
    return {
      uuid: peer.uuid,
      username: peer.username,
      nickname: peer.nickname,
      avatar: ctx.media.publicUrl(peer.thumb),
      aff: peer.aff,
      last_message: wireMessageOf(ctx.media, stored, viewer.id, { unread: stored.id > readId, nowSeconds }),
      unread,
      is_able_send_message: allowed.has(peer.id) ? (1 as const) : (0 as const),
      is_creator: peer.authStatus === AUTH_STATUS.creator ? (1 as const) : (0 as const),
    };
  });
  const last = page[page.length - 1];
  return {
    list,
    cursor: rows.length > limit && last ? String(last.message.id) : '',
    unread_total: Number(total?.n ?? 0),
  };
}
