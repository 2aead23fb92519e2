/**
 * Mass messages (issue 25; docs/decisions/mass-messages.md). A creator's message to an audience
 * of their fans is one row here; its delivery leaves one ordinary chat message per fan (signed
 * `mass_{id}_{fan}`, so a retried batch stores nothing twice) and counts them on the row. A paid
 * one's pictures are rows of `mass_message_media`, copied onto each fan's message. A fan's mute of
 * a creator's mass messages is a row of `mass_message_mutes`. A creator's fan lists
 * (docs/decisions/fan-lists.md) are rows of `fan_lists`, their fans rows of `fan_list_members`.
 */
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
import { sql } from 'drizzle-orm';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { subscriptionPlans } from './plans.ts';
import { uploads } from './uploads.ts';

/** A creator's named list of fans, kept by hand (at most FAN_LISTS_MAX; names unique whatever the letter case). */
export const fanLists = pgTable(
  'fan_lists',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fan_lists_creator_name_idx').on(t.creatorId, sql`lower(${t.name})`)],
);

/** A fan on a list (at most FAN_LIST_FANS_MAX a list). */
export const fanListMembers = pgTable(
  'fan_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => fanLists.id, { onDelete: 'cascade' }),
    fanId: integer('fan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.fanId] }),
    index('fan_list_members_fan_idx').on(t.fanId),
    index('fan_list_members_added_idx').on(t.listId, t.addedAt),
  ],
);

export const massMessages = pgTable(
  'mass_messages',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The creator's idempotency key: a repeated send answers the row it made. */
    clientKey: text('client_key').notNull(),
    body: text('body').notNull(),
    /** 'subscribers', 'plan', 'expired', 'spent' or 'list' (MASS_MESSAGE_AUDIENCES). */
    audience: text('audience').notNull(),
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    /** The plan's name when it was sent, kept if the plan goes. */
    planName: text('plan_name').notNull().default(''),
    /** A `list` audience's fan list; null for other audiences, or once the list is deleted (it then reaches nobody). */
    listId: integer('list_id').references(() => fanLists.id, { onDelete: 'set null' }),
    /** The list's name when it was sent, kept if the list goes. */
    listName: text('list_name').notNull().default(''),
    minSpentCents: integer('min_spent_cents').notNull().default(0),
    /** A paid mass message's price (each fan's copy is a paid message at it); null for a free one. */
    priceCents: integer('price_cents'),
    /** 'scheduled', 'sending', 'sent' or 'cancelled' (MASS_MESSAGE_STATUSES). */
    status: text('status').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** Fans addressed, counted as the delivery starts. */
    recipients: integer('recipients').notNull().default(0),
    /** Fans reached so far. */
    delivered: integer('delivered').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mass_messages_client_key_idx').on(t.creatorId, t.clientKey),
    index('mass_messages_creator_idx').on(t.creatorId, t.createdAt),
  ],
);

/** A paid mass message's pictures in order, or its one video: the creator's own uploads (the paid message rule). */
export const massMessageMedia = pgTable(
  'mass_message_media',
  {
    massMessageId: integer('mass_message_id')
      .notNull()
      .references(() => massMessages.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.massMessageId, t.position] })],
);

export const massMessageMutes = pgTable(
  'mass_message_mutes',
  {
    fanId: integer('fan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fanId, t.creatorId] }),
    index('mass_message_mutes_creator_idx').on(t.creatorId),
  ],
);
