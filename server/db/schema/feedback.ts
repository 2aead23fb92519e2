/** Feedback: what visitors and members send the operators (user/feedback), and its images. */
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/**
 * One feedback (docs/decisions/feedback.md): its type (1 to 10), the description, the email to
 * answer and the sender's language, from a member (`user_id`) or a visitor (only `guest_id`).
 * Operators move it from `new` to `handled`. A member's feedback goes with their account.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The `oauth_id` the call carried; a visitor's only name. */
    guestId: text('guest_id'),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    email: text('email').notNull(),
    /** The sender's language, so an operator knows what the description is written in. */
    locale: text('locale').notNull(),
    /** new, or handled once an operator has dealt with it. */
    status: text('status').notNull().default('new'),
    /** Storage keys of the attached images (under `documents/feedback/`, never served). */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('feedback_status_idx').on(t.status, t.createdAt)],
);

/**
 * An image uploaded for feedback (`POST /api/upload/feedback`), kept privately under
 * `documents/feedback/`; the sender holds only `ref`, which only they may attach, once.
 */
export const feedbackUploads = pgTable(
  'feedback_uploads',
  {
    id: serial('id').primaryKey(),
    /** The reference the upload answers with and user/feedback's `attachment` names. */
    ref: uuid('ref').notNull().unique().defaultRandom(),
    /** The member who uploaded it; null for a visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A visitor's guest id; null for a member. */
    guestId: text('guest_id'),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** The feedback that carries it; null until sent with one. */
    feedbackId: integer('feedback_id').references((): AnyPgColumn => feedback.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_uploads_user_idx').on(t.userId), index('feedback_uploads_guest_idx').on(t.guestId)],
);
