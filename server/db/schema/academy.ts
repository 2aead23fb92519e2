/** The creator academy (docs/decisions/academy.md): its lessons' videos and where their encodes stand. */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One lesson's video, by the lesson's id (src/contract/academy.ts). A start that finds a source
 * file new or changed (another `source_hash`) stores it under a new `video_id` and queues its
 * encode; the `academy.process` job fills the size, length, poster and playlist and sets `ready`.
 */
export const academyLessons = pgTable('academy_lessons', {
  /** `publish`, `plans`, `pricing`, `chat`, `payouts` or `safety`. */
  id: text('id').primaryKey(),
  /** SHA-256 (hex) of the recorded MP4 this row was made from (server/seed/academy/{id}.mp4). */
  sourceHash: text('source_hash').notNull(),
  /** Names the video's folder in storage (`private/videos/{video_id}/…`); new for each source. */
  videoId: text('video_id').notNull(),
  /** The stored source file (private). */
  originalKey: text('original_key').notNull(),
  /** `processing`, `ready` or `failed`. */
  status: text('status').notNull(),
  /** Whole seconds; 0 until processed. */
  videoTime: integer('video_time').notNull().default(0),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  /** The poster frame (private key, handed out signed for anyone). */
  posterKey: text('poster_key'),
  /** The HLS master playlist (private key, handed out signed for anyone). */
  hlsKey: text('hls_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
