/** Posts: their categories, the files they show and who liked them. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './columns.ts';
import { users } from './accounts.ts';
import { uploads } from './uploads.ts';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  /** The app labels it with the `category.{code}` message. */
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 1 image, 2 video (RESOURCE_TYPE). */
    resourceType: smallint('resource_type').notNull().default(1),
    /** 1 subscription, 2 pay-per-post, 3 free, 4 private (ARTICLE_TYPE). */
    articleType: smallint('article_type').notNull(),
    /** Pay-per-post price in cents; 0 when not for sale. */
    priceCents: integer('price_cents').notNull().default(0),
    /** Review status (REVIEW_STATUS); 2 is published. */
    status: smallint('status').notNull().default(1),
    /** When the post becomes visible; later than now means scheduled. */
    displayAt: timestamp('display_at', { withTimezone: true }).notNull().defaultNow(),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    buyCount: integer('buy_count').notNull().default(0),
    /** Why an operator rejected the post (status 5); empty otherwise. Only the owner sees it. */
    reviewNote: text('review_note').notNull().default(''),
    /** The rejection's reason code (REVIEW_REJECTION_REASONS), shown in the creator's language. */
    reviewReason: text('review_reason').notNull().default(''),
    /**
     * When an operator last decided on the post (issue 23). A post published at once (review
     * mode auto) waits for its review after publishing while this is null.
     */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * Search lexemes of the title, tags and text in every language, kept by the database
     * (fv_post_search_vector, migration 0011; docs/decisions.md, "Search").
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`fv_post_search_vector(title, content, tags)`,
    ),
    /** Title and tags folded for trigram similarity (misspelt and partial words). */
    searchTitle: text('search_title').generatedAlwaysAs(sql`fv_post_search_title(title, tags)`),
  },
  (t) => [
    index('posts_feed_idx').on(t.status, t.displayAt),
    // The console's two posts tabs, oldest first (issue 23): waiting for review, and published at
    // once but not reviewed yet.
    index('posts_review_waiting_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 1`),
    index('posts_review_after_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 2 and ${t.reviewedAt} is null`),
    index('posts_user_idx').on(t.userId, t.displayAt),
    index('posts_category_idx').on(t.categoryId),
    // Keyset feeds of published posts (docs/decisions.md, "Feeds"): each order's key, then the id.
    index('posts_popular_key_idx')
      .on(sql`(${t.likeCount} * 10 + ${t.viewCount})`, t.id)
      .where(sql`${t.status} = 2`),
    index('posts_new_key_idx')
      .on(t.displayAt, t.id)
      .where(sql`${t.status} = 2`),
    index('posts_user_key_idx')
      .on(t.userId, t.displayAt, t.id)
      .where(sql`${t.status} = 2`),
    index('posts_category_key_idx')
      .on(t.categoryId, t.displayAt, t.id)
      .where(sql`${t.status} = 2`),
    index('posts_search_idx').using('gin', t.searchVector),
    index('posts_search_title_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
  ],
);

export const postMedia = pgTable(
  'post_media',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Storage key of the original; served only through a signed URL. */
    originalKey: text('original_key').notNull(),
    /** Storage key of the public blurred preview. */
    blurKey: text('blur_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Seconds of video; 0 for an image. */
    videoTime: integer('video_time').notNull().default(0),
    /** Storage key of a video's HLS master playlist (private/videos/{upload}/hls/master.m3u8); null for images and unprocessed videos. */
    hlsKey: text('hls_key'),
    /** The upload this file came from (the edit form names files by it; the seed records its pictures as uploads too); null once that upload is gone. */
    uploadId: integer('upload_id').references((): AnyPgColumn => uploads.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('post_media_position_idx').on(t.postId, t.position),
    // The media routes find the post of a file they serve by its key (access/media-entitlement.ts).
    index('post_media_original_key_idx').on(t.originalKey),
    index('post_media_hls_key_idx').on(t.hlsKey),
  ],
);

/** Who liked which post; the post's like_count follows this table. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_likes_pair_idx').on(t.postId, t.userId),
    index('post_likes_user_idx').on(t.userId),
  ],
);
