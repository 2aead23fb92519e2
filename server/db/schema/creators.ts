/** Creators: the profile a creator has beyond their account, and the applications to become one. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const creatorProfiles = pgTable('creator_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
  /** Descriptions in other languages, keyed by locale, shown when the viewer reads that language. */
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
  /** Free-form extra profile data the spec calls json_info (always an object). */
  jsonInfo: jsonb('json_info').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/**
 * An identity document or face photo uploaded for a creator application (docs/decisions.md,
 * "Creator documents are private"). The file sits under `documents/` in the media storage, a
 * prefix no media route serves; clients only ever hold `ref`, a random id that means nothing to
 * anyone but its uploader's applyCreator.
 */
export const creatorDocuments = pgTable(
  'creator_documents',
  {
    id: serial('id').primaryKey(),
    /** The reference the upload answers with and applyCreator takes. */
    ref: uuid('ref').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Storage key under `documents/creator/`: never served, read by the operator only. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** The application this file belongs to; null until one uses it. */
    applicationId: integer('application_id').references((): AnyPgColumn => creatorApplications.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('creator_documents_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A request to become a creator (user/applyCreator). status 1 pending, 2 approved, 3 rejected
 * (CREATOR_APPLICATION_STATUS); at most one pending per user, which the partial unique index
 * enforces even against two submits racing each other.
 */
export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 passport, 2 ID card, 3 driver license. */
    identityType: smallint('identity_type').notNull(),
    /** ISO 3166-1 alpha-2 code of the issuing country. */
    country: text('country').notNull(),
    idDocumentId: integer('id_document_id')
      .notNull()
      .references((): AnyPgColumn => creatorDocuments.id),
    faceDocumentId: integer('face_document_id')
      .notNull()
      .references((): AnyPgColumn => creatorDocuments.id),
    status: smallint('status').notNull().default(1),
    /** Why it was rejected, shown to the applicant; '' otherwise. */
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('creator_applications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('creator_applications_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 1`),
  ],
);
