/**
 * The notification centre (issue 25; docs/decisions/notifications.md). One row per notification;
 * likes of a post and messages of a sender are one row while unread (`group_key`, unique among a
 * member's unread rows), which counts them (`count`) and names the latest actor. A type a member
 * turned off is a row of `notification_mutes`, and nothing of it is written.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { posts } from './posts.ts';
import { userSubscriptions } from './payments.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** Whom it is for. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NOTIFICATION_TYPES. */
    type: text('type').notNull(),
    /** Who did it (the latest of a group); null for the operators' decisions or a deleted account. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The post it is about; a deleted post takes its notifications with it. */
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull().default(0),
    planName: text('plan_name').notNull().default(''),
    text: text('text').notNull().default(''),
    status: smallint('status').notNull().default(0),
    /** The fan's subscription a coming charge is for (its one-tap cancel); null for the rest. */
    subscriptionId: integer('subscription_id').references(() => userSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** Same key, same unread row: `like:<post>`, `message:<sender>`; null for the rest. */
    groupKey: text('group_key'),
    count: integer('count').notNull().default(1),
    createdAt: createdAt(),
    /** When it last happened: a group's latest like or message; the list's order. */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.happenedAt, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_group_idx')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/** A type of notification a member turned off. */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * A browser that asked to be pushed the member's notifications (web push): its push service's
 * address, which identifies it, and the keys the payload is encrypted for. A member keeps a few
 * (server/modules/notifications/push-subscriptions.service.ts); an address the push service says
 * is gone (404, 410) is removed.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and its 16-byte auth secret, base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** When a push last reached it; null until one did. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);
