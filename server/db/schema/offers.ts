/**
 * Offers (issue 25; docs/decisions/offers.md): a creator's percentage off one of their plans, for
 * the first period or every period, until an end date. Rows are kept as history: an offer runs
 * from `starts_at` until `ends_at` or until the creator ends it early (`ended_at`), and a plan has
 * at most one running offer at a time (the service holds that under the creator lock; a partial
 * index cannot, as "running" depends on the clock). Orders name the offer they were priced with.
 */
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { subscriptionPlans } from './plans.ts';

export const planOffers = pgTable(
  'plan_offers',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    /** Whole percent off, OFFER_PERCENT_MIN to OFFER_PERCENT_MAX (offer-rules.ts). */
    percent: smallint('percent').notNull(),
    /** 'first' (the first period only) or 'every' (every period of a subscription begun under it). */
    scope: text('scope').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When the creator ended it early; null otherwise. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('plan_offers_plan_idx').on(t.planId, t.endsAt)],
);
