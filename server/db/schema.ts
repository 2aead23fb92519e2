/** The tables of the platform (product spec section 3). Money is always integer minor units. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** Public numeric id shown to other users (the spec's `aff`). */
    aff: integer('aff').notNull().unique(),
    username: text('username').notNull().unique(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    description: text('description').notNull().default(''),
    /** Storage key of the avatar, or '' for none. */
    thumb: text('thumb').notNull().default(''),
    /** Storage key of the profile cover, or '' for none. */
    background: text('background').notNull().default(''),
    /** 2 member, 3 creator (ROLE). */
    role: smallint('role').notNull().default(2),
    /** 0 none, 1 creator application pending, 2 approved creator (AUTH_STATUS). */
    authStatus: smallint('auth_status').notNull().default(0),
    emailValidated: smallint('email_validation').notNull().default(0),
    locale: text('locale').notNull().default('en'),
    instagramLink: text('instagram_link').notNull().default(''),
    facebookLink: text('facebook_link').notNull().default(''),
    twitterLink: text('twitter_link').notNull().default(''),
    youtubeLink: text('youtube_link').notNull().default(''),
    tiktokLink: text('tiktok_link').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('users_created_at_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the 256-bit token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const creatorProfiles = pgTable('creator_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
  /** Descriptions in other languages, keyed by locale, shown when the viewer reads that language. */
  descriptions: text('descriptions').notNull().default('{}'),
  /** Free-form extra profile data the spec calls json_info. */
  jsonInfo: text('json_info').notNull().default('{}'),
  createdAt: createdAt(),
});

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
    createdAt: createdAt(),
  },
  (t) => [
    index('posts_feed_idx').on(t.status, t.displayAt),
    index('posts_user_idx').on(t.userId, t.displayAt),
    index('posts_category_idx').on(t.categoryId),
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
  },
  (t) => [uniqueIndex('post_media_position_idx').on(t.postId, t.position)],
);
