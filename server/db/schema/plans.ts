/** Plans: a creator's subscription plans and the posts each unlocks. */
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { posts } from './posts.ts';

/** A creator's subscription plan (spec §3). Prices in cents; position orders the creator's list. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** How long one subscription lasts; locked once the plan exists. */
    expireDays: smallint('expire_days').notNull(),
    /** How many days of past posts a new subscriber sees; 1000 means every post. */
    unlockDays: smallint('unlock_days').notNull(),
    /** Storage key of the picture (a preset or an upload), or '' for none. */
    picture: text('picture').notNull().default(''),
    /** 1 on sale, 0 hidden from fans. */
    status: smallint('status').notNull().default(1),
    /** Place in the creator's list, ascending; moving a plan swaps two positions. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_plans_user_idx').on(t.userId, t.position)],
);

/** Which plans unlock which subscription post; a post names one or more of its creator's plans. */
export const planPosts = pgTable(
  'plan_posts',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('plan_posts_pair_idx').on(t.planId, t.postId),
    index('plan_posts_post_idx').on(t.postId),
  ],
);
