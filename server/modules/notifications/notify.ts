/**
 * Writing a notification (issue 25; docs/decisions/notifications.md): the one entry every domain
 * calls, in its own transaction where it has one, so a notification exists exactly when what it
 * tells happened. Nobody is told of what they did themselves, and a type the member turned off is
 * not written at all. Likes of one post and messages of one sender join the unread row of their
 * group: its count grows and it moves to the top, naming the latest actor. A member with a browser
 * subscribed to web push gets the row's push queued in the same transaction (push-job.ts), so it
 * is sent after the commit, and only if there is one.
 */
import { sql } from 'drizzle-orm';
import type { NotificationType } from '../../../src/contract/entities-notifications.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notificationMutes, notifications, pushSubscriptions } from '../../db/schema.ts';
import { queuePush } from './push-job.ts';

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
  /** The fan's subscription a coming charge is for (its one-tap cancel). */
  subscriptionId?: number | null;
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

/**
 * Writes `notice` unless it is the member's own doing or a type they turned off: one statement, as
 * it runs inside every like and chat message (it also answers whether the member takes pushes). A
 * grouped type joins its unread row (the partial unique index on user and group key); a row without
 * a group key never conflicts.
 */
export async function notify(db: Database | Transaction, notice: NewNotification, at: Date): Promise<void> {
  if (notice.actorId != null && notice.actorId === notice.userId) return;
  await notifyEach(db, [notice.userId], notice, at);
}

/**
 * The same notice for each of `userIds` (a mass message's batch), in one statement: what notify
 * writes for one member, for many. The actor is never among them (the caller's rule).
 */
export async function notifyEach(
  db: Database | Transaction,
  userIds: readonly number[],
  notice: Omit<NewNotification, 'userId'>,
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const group = GROUPED[notice.type];
  const groupKey = group?.key({ ...notice, userId: 0 }) ?? null;
  const actorId = notice.actorId ?? null;
  const text = [...(notice.text ?? '')].slice(0, TEXT_KEPT).join('');
  const counted =
    group?.counts === 'actors'
      ? sql`(case when ${notifications.actorId} is not distinct from excluded.actor_id then 0 else 1 end)`
      : sql`1`;
  const ids = `{${userIds.map((id) => Math.trunc(id)).join(',')}}`;
  const written = (await db.execute(sql`
    with written as (insert into ${notifications} (user_id, type, actor_id, post_id, amount_cents, plan_name, text, status,
      subscription_id, group_key, created_at, happened_at)
    select target.user_id, ${notice.type}::text, ${actorId}::integer, ${notice.postId ?? null}::integer,
      ${notice.amountCents ?? 0}::integer, ${notice.planName ?? ''}::text, ${text}::text,
      ${notice.status ?? 0}::smallint, ${notice.subscriptionId ?? null}::integer, ${groupKey}::text, ${at.toISOString()}::timestamptz,
      ${at.toISOString()}::timestamptz
    from unnest(${ids}::integer[]) as target(user_id)
    where not exists (select 1 from ${notificationMutes}
      where ${notificationMutes.userId} = target.user_id and ${notificationMutes.type} = ${notice.type})
    on conflict (user_id, group_key) where read_at is null and group_key is not null
    do update set count = ${notifications.count} + ${counted}, actor_id = excluded.actor_id,
      text = excluded.text, happened_at = excluded.happened_at
    returning id, user_id)
    select written.id from written
    where exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = written.user_id)`)) as unknown as {
    rows: { id: number }[];
  };
  for (const row of written.rows) await queuePush(db, Number(row.id));
}
