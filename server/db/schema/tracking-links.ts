/**
 * Tracking links (issue 25; docs/decisions/tracking-links.md). A creator's named link counts its
 * visits on the row; each arrival of a member through a link is a row of `tracking_attributions`
 * (kept as history: an order belongs to the fan's latest arrival before it, so a later link takes
 * over from then on without rewriting what an earlier one brought). Sign-ups, subscriptions and
 * revenue are read from these rows and the orders and ledger, never stored. A deleted link or
 * account takes its rows with it.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the creator typed it, trimmed, at most TRACKING_LINK_NAME_MAX_LENGTH characters. */
    name: text('name').notNull(),
    /** What `?t=` carries: random base64url, unique. */
    code: text('code').notNull(),
    /** Visits counted (a visitor's repeat within the dedupe window is not). */
    visits: integer('visits').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tracking_links_code_idx').on(t.code),
    index('tracking_links_creator_idx').on(t.creatorId, t.createdAt, t.id),
  ],
);

/** A member's arrival at a creator's page through one of their links (or their sign-up with its code). */
export const trackingAttributions = pgTable(
  'tracking_attributions',
  {
    id: serial('id').primaryKey(),
    fanId: integer('fan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The link's creator, kept here so an order finds its attribution by (fan, creator). */
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => trackingLinks.id, { onDelete: 'cascade' }),
    /** True when the account was created with the link's code: one sign-up for the link. */
    signUp: boolean('sign_up').notNull().default(false),
    attributedAt: timestamp('attributed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('tracking_attributions_fan_idx').on(t.fanId, t.creatorId, t.attributedAt),
    index('tracking_attributions_link_idx').on(t.linkId),
  ],
);
