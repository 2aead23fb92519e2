/** Uploads: the files members sent, and video uploads still in progress. */
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/**
 * A file a signed-in user uploaded, before and after a post uses it. Publishing attaches an upload
 * by its public id (or its preview path) and checks `user_id` is the publisher. Images are
 * processed while the request waits; videos (a later slice) move through `status` with their job.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** The id clients see (in the preview path the upload answers with). */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'image' or 'video'. */
    kind: text('kind').notNull(),
    /**
     * 'ready' once every stored file is in place. Videos: 'uploaded' until processed, then
     * 'processing', 'ready' (poster, preview and HLS stored) or 'failed'.
     */
    status: text('status').notNull(),
    /** Storage key of the original (metadata stripped, orientation applied); served signed only. */
    originalKey: text('original_key').notNull(),
    /** Responsive sizes: `[{ width, height, format, key }]`, private keys. */
    variants: jsonb('variants').notNull().default([]),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Storage key of the public blurred preview. */
    blurKey: text('blur_key').notNull(),
    /** Bytes the client sent (a video may pass 2 GiB, hence bigint). */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** A processed video's length in whole seconds; 0 for an image. */
    videoTime: integer('video_time').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A video upload in progress (docs/api.md, video uploads): the parts already stored are asked of
 * the storage, so a start with the same user, file hash and size while the session lives resumes
 * it. Expired sessions and their parts are removed (video-uploads.service.ts).
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: serial('id').primaryKey(),
    /** The `uploadId` clients see; also signs the part URLs of the local driver. */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The `uploads.public_id` the finished file gets (the `UploadName` clients see). */
    uploadPublicId: uuid('upload_public_id').notNull().unique(),
    /** Lowercase hex SHA-256 of the whole file, as the client computed it. */
    fileHash: text('file_hash').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** Where the parts are assembled before the bytes are checked. */
    tempKey: text('temp_key').notNull(),
    /** The storage driver's multipart upload id; '' for a single PUT. */
    storageUploadId: text('storage_upload_id').notNull(),
    /** Parts known to be stored: `[{ number, etag }]`, refreshed from the storage on each start. */
    partsDone: jsonb('parts_done').notNull().default([]),
    /** 'open', or 'completing' while a complete call assembles it. */
    state: text('state').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_sessions_resume_idx').on(t.userId, t.fileHash, t.bytes),
    index('upload_sessions_expires_idx').on(t.expiresAt),
  ],
);
