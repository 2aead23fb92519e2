/**
 * A creator's visible mark (issue 26; src/contract/visible-mark.ts): whether the unlocked images
 * their viewers receive carry the viewer's name, where and how opaque. No row is the default: off.
 */
import { boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const creatorVisibleMarks = pgTable('creator_visible_marks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** One of VISIBLE_MARK_PLACEMENTS. */
  placement: text('placement').notNull().default('bottom-right'),
  /** Per cent, 10 to 60. */
  opacity: smallint('opacity').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
