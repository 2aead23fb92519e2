/**
 * Members' data exports (issue 26; docs/decisions/data-export.md): one ZIP of everything a member
 * may take away, built by a job and downloadable for DATA_EXPORT_DAYS.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * One export a member asked for. `status`: 'queued' (its job waits), 'building', 'ready' (the
 * archive is at `storage_key` until `expires_at`), 'failed' (nothing stored; ask again) or
 * 'expired' (the archive was removed). At most one row per member is queued or building.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    /** The id clients and the download address see. */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    /** Where the archive is stored (`private/exports/{user}/{public id}.zip`), '' until ready. */
    storageKey: text('storage_key').notNull().default(''),
    /** The archive's size in bytes; 0 until ready. */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Until when the archive may be downloaded; set when it is ready. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    // One export at a time per member: the database refuses a second queued or building row.
    uniqueIndex('data_exports_one_running_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'building')`),
    index('data_exports_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ready'`),
  ],
);
