/**
 * The notification centre's calls (issue 25): the member's notifications newest first (a group by
 * its latest), how many are unread, marking them read, and which types they receive. Writing one is
 * notify.ts.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationSettings,
  type NotificationType,
} from '../../../src/contract/entities-notifications.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { notificationMutes, notifications, posts, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { offsetOf } from '../../core/paging.ts';

/** What these services take from a call's context. */
export type NotificationsContext = Pick<CallContext, 'db' | 'media' | 'now'>;

const actors = alias(users, 'actor');
const authors = alias(users, 'author');

/** One page of the member's notifications, newest first. */
export async function listNotifications(
  ctx: NotificationsContext,
  userId: number,
  paging: { page: number; limit: number },
): Promise<Notification[]> {
  const rows = await ctx.db
    .select({
      id: notifications.id,
      type: notifications.type,
      readAt: notifications.readAt,
      happenedAt: notifications.happenedAt,
      count: notifications.count,
      amountCents: notifications.amountCents,
      planName: notifications.planName,
      text: notifications.text,
      status: notifications.status,
      subscriptionId: notifications.subscriptionId,
      actorAff: actors.aff,
      actorUuid: actors.uuid,
      actorUsername: actors.username,
      actorNickname: actors.nickname,
      actorThumb: actors.thumb,
      postId: posts.id,
      postTitle: posts.title,
      postAuthor: authors.username,
    })
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .leftJoin(authors, eq(authors.id, posts.userId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.happenedAt), desc(notifications.id))
    .limit(paging.limit)
    .offset(offsetOf(paging));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as NotificationType,
    read: row.readAt ? 1 : 0,
    created_ts: Math.floor(row.happenedAt.getTime() / 1000),
    created_at: row.happenedAt.toISOString(),
    actor:
      row.actorAff === null
        ? null
        : {
            aff: row.actorAff,
            uuid: row.actorUuid ?? '',
            username: row.actorUsername ?? '',
            nickname: row.actorNickname ?? '',
            thumb: ctx.media.publicUrl(row.actorThumb ?? ''),
          },
    count: row.count,
    post:
      row.postId === null
        ? null
        : { id: row.postId, title: row.postTitle ?? '', username: row.postAuthor ?? '' },
    amount: centsToAmount(row.amountCents),
    plan_name: row.planName,
    text: row.text,
    status: row.status,
    subscription_id: row.subscriptionId,
  }));
}

/** How many of the member's notifications are unread. */
export async function unreadNotifications(ctx: Pick<CallContext, 'db'>, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the member's notifications of `ids` read, or all of them; answers how many stay unread. */
export async function markNotificationsRead(
  ctx: Pick<CallContext, 'db' | 'now'>,
  userId: number,
  which: { ids: readonly number[]; all: boolean },
): Promise<number> {
  if (which.all || which.ids.length > 0) {
    await ctx.db
      .update(notifications)
      .set({ readAt: ctx.now() })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          which.all ? undefined : inArray(notifications.id, [...which.ids]),
        ),
      );
  }
  return unreadNotifications(ctx, userId);
}

/** Every type with 1 when the member receives it. */
export async function notificationSettings(
  ctx: Pick<CallContext, 'db'>,
  userId: number,
): Promise<NotificationSettings> {
  const muted = await ctx.db
    .select({ type: notificationMutes.type })
    .from(notificationMutes)
    .where(eq(notificationMutes.userId, userId));
  const off = new Set(muted.map((row) => row.type));
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, off.has(type) ? 0 : 1]),
  ) as NotificationSettings;
}

/** Turns one type on or off for the member; answers every type. */
export async function setNotificationSetting(
  ctx: Pick<CallContext, 'db'>,
  userId: number,
  input: { type: NotificationType; enabled: 0 | 1 },
): Promise<NotificationSettings> {
  if (input.enabled === 1) {
    await ctx.db
      .delete(notificationMutes)
      .where(and(eq(notificationMutes.userId, userId), eq(notificationMutes.type, input.type)));
  } else {
    await ctx.db.insert(notificationMutes).values({ userId, type: input.type }).onConflictDoNothing();
  }
  return notificationSettings(ctx, userId);
}
