/** The tables of the platform (product spec section 3). Money is always integer minor units. */
import { sql } from 'drizzle-orm';
import {
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** Public numeric id shown to other users (the spec's `aff`). */
    aff: integer('aff').notNull().unique(),
    /** Shown as typed; unique regardless of letter case (users_username_lower_idx). */
    username: text('username').notNull(),
    /**
     * Stored lower-cased by every writer (normalizeEmail), so the plain unique constraint already
     * makes addresses unique regardless of case and an equality lookup uses it.
     */
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
  (t) => [
    index('users_created_at_idx').on(t.createdAt),
    // `Maya` and `maya` are one account name: sign-in and profile links ignore letter case, and
    // this index both enforces that and answers `lower(username) = $1` lookups.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
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
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
  /** Free-form extra profile data the spec calls json_info (always an object). */
  jsonInfo: jsonb('json_info').$type<Record<string, unknown>>().notNull().default({}),
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

/** A visitor's guest id (the `oauth_id` every call carries), recorded when first seen. */
export const guests = pgTable('guests', {
  guestId: text('guest_id').primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** The account the guest signed in to last, if any. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** Emailed one-time codes: stored hashed, expiring, with a try counter. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased address the code was sent to. */
    email: text('email').notNull(),
    /** 5 sign in, 4 confirm a new email (EMAIL_CODE_TYPE). */
    purpose: smallint('purpose').notNull(),
    /** The user asking to confirm a new email (purpose 4); null for sign-in codes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_lookup_idx').on(t.email, t.purpose, t.createdAt),
    // The purge of day-old codes that runs with every new code (server/modules/accounts/email-codes.ts).
    index('email_codes_expires_idx').on(t.expiresAt),
  ],
);

/** A Google, X or Apple identity linked to an account. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: serial('id').primaryKey(),
    /** google, twitter or apple. */
    provider: text('provider').notNull(),
    /** The provider's stable user id (`sub`). */
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_identities_subject_idx').on(t.provider, t.subject)],
);

/** A sign-in started with a provider and not yet finished: the state, PKCE verifier and nonce. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // The purge of expired sign-ins that runs with every new one (server/modules/accounts/oauth/oauth-states.ts).
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/** Mail kept instead of sent when no SMTP server is configured; a development page lists it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
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
