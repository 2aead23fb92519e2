/**
 * The web push job (issue 25; docs/decisions/notifications.md, "Web push"). notify() queues it in
 * the transaction that writes the notification, only for a member with a browser subscribed, so
 * a push goes exactly when the notification is committed and no POST waits inside a transaction.
 * The job reads the notification as it is then (a group's latest count), words it in the member's
 * language and sends it to each of their browsers: one the push service says is gone is removed;
 * a push service that failed makes the job fail, and the queue tries again (bounded). A browser
 * that got it already gets it again with the same tag, which replaces it on the device.
 */
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationType } from '../../../src/contract/entities-notifications.ts';
import { resolveLocale } from '../../../src/i18n/locale-resolution.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notifications, posts, pushSubscriptions, users } from '../../db/schema.ts';
import type { ServerMessages } from '../../i18n/messages.ts';
import { enqueueJob, type JobWriter } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { sendPush } from './push-delivery.ts';
import { pushPayloadOf, type PushedNotification } from './push-message.ts';

export const PUSH_JOB = 'notifications.push';

/** Attempts before a push is given up: with the queue's backoff, about two and a half minutes. */
const PUSH_ATTEMPTS = 4;

/** Types a member usually wants at once; the rest may wait for the device's convenience. */
const URGENT: ReadonlySet<NotificationType> = new Set(['message', 'reply']);

/**
 * Queues the push of notification `id` in the caller's transaction. While one is waiting, the
 * same group's next like or message queues nothing more: the job reads the latest count.
 */
export async function queuePush(db: JobWriter, id: number): Promise<void> {
  await enqueueJob(db, {
    name: PUSH_JOB,
    payload: { notificationId: id },
    singletonKey: `notification:${id}`,
    maxAttempts: PUSH_ATTEMPTS,
  });
}

const actors = alias(users, 'actor');
const authors = alias(users, 'author');

/** The notification, its member's language and its actor and post; undefined when it is gone or read. */
async function readNotification(db: Database, id: number) {
  const [row] = await db
    .select({
      notice: notifications,
      locale: users.locale,
      actor: { nickname: actors.nickname, username: actors.username, uuid: actors.uuid },
      post: { id: posts.id, title: posts.title, username: authors.username },
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .leftJoin(authors, eq(authors.id, posts.userId))
    .where(eq(notifications.id, id));
  // Seen in the app meanwhile: nothing left to tell.
  if (!row || row.notice.readAt !== null) return undefined;
  const { notice } = row;
  const pushed: PushedNotification = {
    ...notice,
    type: notice.type as NotificationType,
    actor: row.actor?.uuid ? { ...row.actor, uuid: row.actor.uuid } : null,
    post: row.post?.id
      ? { id: row.post.id, title: row.post.title ?? '', username: row.post.username ?? '' }
      : null,
  };
  return { notice: pushed, userId: notice.userId, locale: resolveLocale(row.locale) };
}

type Sent = Awaited<ReturnType<typeof sendPush>> & { browserId: number };

/**
 * Keeps what the push services said: a delivered browser's time, a gone one deleted. Throws when
 * one failed in a way another attempt may pass, so the queue tries the job again.
 */
async function recordOutcomes(db: Database, sent: readonly Sent[], now: Date): Promise<void> {
  const idsOf = (kind: Sent['kind']) => sent.filter((one) => one.kind === kind).map((one) => one.browserId);
  const [gone, delivered] = [idsOf('gone'), idsOf('sent')];
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (delivered.length > 0)
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: now })
      .where(inArray(pushSubscriptions.id, delivered));
  const failed = sent.flatMap((one) => (one.kind === 'retry' ? [one.detail] : []));
  if (failed.length > 0) throw new Error(`push failed for ${failed.length} browser(s): ${failed.join('; ')}`);
}

/** The push job: the notification's sentence to each of its member's browsers. */
export function pushJobHandler(deps: {
  db: Database;
  config: ServerConfig;
  messages: () => ServerMessages;
  now: () => Date;
}): JobHandler {
  return {
    async run(payload) {
      const found = await readNotification(deps.db, Number(payload.notificationId));
      if (!found) return;
      const browsers = await deps.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, found.userId));
      const body = JSON.stringify(pushPayloadOf(found.notice, found.locale, deps.messages()));
      const urgency = URGENT.has(found.notice.type) ? 'high' : 'normal';
      const sent = await Promise.all(
        browsers.map(async (browser) => ({
          browserId: browser.id,
          ...(await sendPush(browser, body, deps.config.push, urgency)),
        })),
      );
      await recordOutcomes(deps.db, sent, deps.now());
    },
  };
}
