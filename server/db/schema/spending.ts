/**
 * A fan's monthly spending caps (issue 26; docs/decisions/spending-caps.md): one overall (no
 * creator) and any number per creator, each at most once per fan. What was spent is derived from
 * the fan's orders, never stored.
 */
import { integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const spendingCaps = pgTable(
  'spending_caps',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The creator the cap is for; null for the overall cap. */
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The most the fan may be charged in a calendar month (UTC), in cents. */
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One overall cap per fan as well: the null creator counts as a value here.
  (t) => [unique('spending_caps_scope_idx').on(t.userId, t.creatorId).nullsNotDistinct()],
);
