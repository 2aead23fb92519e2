/**
 * Free trial links (issue 25; docs/decisions/trials.md). A creator's link gives N days of one of
 * their plans free to fans new to them, up to a number of claims and until it expires or the
 * creator ends it. A claim is a row per fan and creator (a fan claims one trial of a creator,
 * ever); the subscription it made is an ordinary `user_subscriptions` row with no paying order,
 * renewed at its end by the usual sweep. `notice_sent_at` makes the 3-day notice go once.
 */
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { subscriptionPlans } from './plans.ts';
import { userSubscriptions } from './payments.ts';

export const trialLinks = pgTable(
  'trial_links',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    /** What the link's path carries: random base64url, unique. */
    code: text('code').notNull(),
    /** Days free, TRIAL_DAYS_MIN to TRIAL_DAYS_MAX. */
    days: smallint('days').notNull(),
    /** How many fans may claim it. */
    maxClaims: integer('max_claims').notNull(),
    /** How many have (counted under the link's row lock). */
    claims: integer('claims').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the creator ended it early. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trial_links_code_idx').on(t.code),
    index('trial_links_creator_idx').on(t.creatorId, t.createdAt, t.id),
  ],
);

export const trialClaims = pgTable(
  'trial_claims',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => trialLinks.id, { onDelete: 'cascade' }),
    fanId: integer('fan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => userSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** When the free days end: the first charge is due then. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    /** When the fan was told of the first charge (TRIAL_NOTICE_DAYS before it); null until then. */
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('trial_claims_fan_creator_idx').on(t.fanId, t.creatorId),
    index('trial_claims_notice_idx').on(t.trialEndsAt),
    index('trial_claims_subscription_idx').on(t.subscriptionId),
  ],
);
