/**
 * Writing a notification (issue 25; docs/decisions/notifications.md): the one entry every domain
 * calls, in its own transaction where it has one, so a notification exists exactly when what it
 * tells happened. Nobody is told of what they did themselves, and a type the member turned off is
 * not written at all. Likes of one post and messages of one sender join the unread row of their
 * group: its count grows and it moves to the top, naming the latest actor.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../src/contract/entities-notifications.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notificationMutes, notifications } from '../../db/schema.ts';

/** What happened, for whom. */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  actorId?: number | null | undefined;
  postId?: number | null | undefined;
  amountCents?: number;
  planName?: string;
  text?: string;
  status?: number;
}

/**
 * The types grouped while unread: what they are grouped by, and what the count counts. A like
 * counts members (the same member liking again after an unlike is not one more, when they were the
 * latest); a message counts messages.
 */
const GROUPED: Partial<
  Record<NotificationType, { key: (notice: NewNotification) => string | null; counts: 'actors' | 'events' }>
> = {
  like: { key: (notice) => (notice.postId ? `like:${notice.postId}` : null), counts: 'actors' },
  message: { key: (notice) => (notice.actorId ? `message:${notice.actorId}` : null), counts: 'events' },
};

/** How much of a comment, reply or tip message a notification keeps. */
const TEXT_KEPT = 200;

/** Writes `notice` unless it is the member's own doing or a type they turned off. */
export async function notify(db: Database | Transaction, notice: NewNotification, at: Date): Promise<void> {
  if (notice.actorId != null && notice.actorId === notice.userId) return;
  const [muted] = await db
    .select({ type: notificationMutes.type })
    .from(notificationMutes)
    .where(and(eq(notificationMutes.userId, notice.userId), eq(notificationMutes.type, notice.type)))
    .limit(1);
  if (muted) return;
  const group = GROUPED[notice.type];
  const groupKey = group?.key(notice) ?? null;
  const values = {
    userId: notice.userId,
    type: notice.type,
    actorId: notice.actorId ?? null,
    postId: notice.postId ?? null,
    amountCents: notice.amountCents ?? 0,
    planName: notice.planName ?? '',
    text: [...(notice.text ?? '')].slice(0, TEXT_KEPT).join(''),
    status: notice.status ?? 0,
    groupKey,
    createdAt: at,
    happenedAt: at,
  };
  if (!group || !groupKey) {
    await db.insert(notifications).values(values);
    return;
  }
  await db
    .insert(notifications)
    .values(values)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
      set: {
        count:
          group.counts === 'actors' && values.actorId !== null
            ? sql`${notifications.count} + (case when ${notifications.actorId} = ${values.actorId} then 0 else 1 end)`
            : sql`${notifications.count} + 1`,
        actorId: values.actorId,
        text: values.text,
        happenedAt: at,
      },
    });
}
