/** The tables of the platform (product spec section 3). Money is always integer minor units. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  customType,
  date,
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

/** PostgreSQL's full-text document type; the database computes every column of it (generated). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /**
     * Search lexemes of the display name, account name and bio in every language, kept by the
     * database (fv_search_vector, migration 0011; docs/decisions.md, "Search").
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`fv_search_vector(nickname, username, description)`,
    ),
    /** Display and account name folded for trigram similarity (misspelt names). */
    searchName: text('search_name').generatedAlwaysAs(sql`fv_search_fold(nickname || ' ' || username)`),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt),
    index('users_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.authStatus} = 2`),
    index('users_search_name_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .where(sql`${t.authStatus} = 2`),
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
    /** Why an operator rejected the post (status 5); empty otherwise. Only the owner sees it. */
    reviewNote: text('review_note').notNull().default(''),
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
    // The media routes find the post of a file they serve by its key (media-entitlement.ts).
    index('post_media_original_key_idx').on(t.originalKey),
    index('post_media_hls_key_idx').on(t.hlsKey),
  ],
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

/** A creator's subscription plan (spec §3). Prices in cents; position orders the creator's list. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** How long one subscription lasts; locked once the plan exists. */
    expireDays: smallint('expire_days').notNull(),
    /** How many days of past posts a new subscriber sees; 1000 means every post. */
    unlockDays: smallint('unlock_days').notNull(),
    /** Storage key of the picture (a preset or an upload), or '' for none. */
    picture: text('picture').notNull().default(''),
    /** 1 on sale, 0 hidden from fans. */
    status: smallint('status').notNull().default(1),
    /** Place in the creator's list, ascending; moving a plan swaps two positions. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_plans_user_idx').on(t.userId, t.position)],
);

/** Which plans unlock which subscription post; a post names one or more of its creator's plans. */
export const planPosts = pgTable(
  'plan_posts',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('plan_posts_pair_idx').on(t.planId, t.postId),
    index('plan_posts_post_idx').on(t.postId),
  ],
);

/**
 * Background jobs (server/jobs): a row per job, claimed with FOR UPDATE SKIP LOCKED under a lease,
 * so a job outlives a restart and a job of a crashed process is taken again once its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** The handler that runs it, e.g. `video.process`. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** At most one queued or running job per (name, key): enqueuing it again does nothing. */
    singletonKey: text('singleton_key'),
    /** queued, running, done or failed. */
    state: text('state').notNull().default('queued'),
    /** Runs started so far, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not before this time (the backoff after a failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The runner holding it and until when; past lockedUntil anyone may take it again. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    uniqueIndex('jobs_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

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

/*
 * Money (docs/decisions.md, "Money"). Amounts are integer cents; a balance is derived from
 * `ledger_entries`, never stored. Financial rows outlive the accounts they name: deleting a user
 * sets their id to null in orders, withdrawals and ledger entries, so every transaction still
 * sums to zero; entitlements (subscriptions, purchases) and saved cards go with the account.
 */

/** What the app asked a provider to take: one plan period or one post, for exactly its price. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The id clients and providers see (`ord_…`). */
    publicId: text('public_id').notNull().unique(),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    /** subscription, renewal or post (ORDER_KINDS). */
    kind: text('kind').notNull(),
    /** The plan's or the post's id; no foreign key: the order outlives a deleted plan or post. */
    itemId: integer('item_id').notNull(),
    /** What was bought, as it was named when bought (history shows it after the item is gone). */
    itemName: text('item_name').notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    payTypeId: integer('pay_type_id').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the payment (a checkout session, a charge); null until it exists. */
    providerRef: text('provider_ref'),
    /** Where the fan pays (the provider's page); '' for a saved-card charge. */
    checkoutUrl: text('checkout_url').notNull().default(''),
    /** The saved card a charge used (embedPay); null for a checkout page. */
    savedCardId: integer('saved_card_id').references((): AnyPgColumn => savedCards.id, {
      onDelete: 'set null',
    }),
    /** The app's idempotency key: one order per buyer and key. */
    clientKey: text('client_key').notNull(),
    /** pending, paid, failed, expired, cancelled, refunded or disputed (ORDER_STATUSES). */
    status: text('status').notNull().default('pending'),
    /** Why it failed or ended, as a code the server translates ('' otherwise). */
    reason: text('reason').notNull().default(''),
    /** The buyer's language when ordering: the provider's page speaks it. */
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_client_key_idx').on(t.buyerId, t.clientKey),
    uniqueIndex('orders_provider_ref_idx').on(t.provider, t.providerRef),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_creator_paid_idx').on(t.creatorId, t.paidAt),
  ],
);

/** Every provider event received, by its id: a repeat is a no-op; one kept for later waits here. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The order's public id when the event is about one. */
    orderPublicId: text('order_public_id'),
    /** The event as the provider's adapter read it (providers/provider.ts ProviderEvent). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** applied, ignored (and why), or deferred (a refund before its payment: applied after it). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_events_id_idx').on(t.provider, t.eventId),
    index('provider_events_deferred_idx')
      .on(t.orderPublicId)
      .where(sql`${t.outcome} = 'deferred'`),
  ],
);

/**
 * A fan's subscription to one plan (one row per fan and plan): paying starts or extends its
 * period; it gives access while `expire_at` is ahead. Cancelled (`cancelled_at` set) means it
 * runs to its end without renewing.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When this run of the subscription began (a re-subscription after expiry starts a new run). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The period paid last: from here to expire_at (a period paid in advance starts at the old end). */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    /** Posts displayed from here on are unlocked: started_at minus the plan's unlock days; null for every post (1000). */
    unlockFrom: timestamp('unlock_from', { withTimezone: true }),
    /** Set when the fan cancelled (no renewal); cleared by restore or a new run. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The order that paid the latest period. */
    lastOrderId: integer('last_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_subscriptions_pair_idx').on(t.userId, t.planId),
    index('user_subscriptions_user_expire_idx').on(t.userId, t.expireAt),
    index('user_subscriptions_creator_idx').on(t.creatorId),
    // The renewal sweep: subscriptions that renew, by when they end.
    index('user_subscriptions_renewal_idx')
      .on(t.expireAt)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

/** A pay-per-post post a fan bought; a refund revokes it (revoked_at) and the post may be bought again. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references((): AnyPgColumn => orders.id),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchases_live_idx')
      .on(t.userId, t.postId)
      .where(sql`${t.revokedAt} is null`),
    uniqueIndex('purchases_order_idx').on(t.orderId),
    index('purchases_post_idx').on(t.postId),
  ],
);

/** A creator's payout request: 0 pending, 1 passed, 2 completed, 3 failed (WITHDRAWAL_STATUS). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    status: smallint('status').notNull().default(0),
    /** Why it failed, shown to the creator ('' otherwise). */
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdrawals_creator_idx').on(t.creatorId, t.createdAt)],
);

/**
 * The double-entry ledger: every transaction's lines sum to zero. Accounts (ledger-accounts.ts):
 * provider_cash (asset, positive), platform_revenue, creator_payable and creator_payouts
 * (credits, negative); a creator's balance is minus the sum of their creator_payable lines.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    /** The lines written together share it. */
    transactionId: uuid('transaction_id').notNull(),
    /** payment, reversal (refund or chargeback), withdrawal_request, withdrawal_complete, withdrawal_fail. */
    kind: text('kind').notNull(),
    account: text('account').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Signed cents: debits positive, credits negative. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    withdrawalId: integer('withdrawal_id').references((): AnyPgColumn => withdrawals.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.account, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // Exactly once, whatever repeats: one payment and one reversal per order and account, one
    // move of each kind per withdrawal and account.
    uniqueIndex('ledger_entries_order_once_idx')
      .on(t.orderId, t.kind, t.account)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('ledger_entries_withdrawal_once_idx')
      .on(t.withdrawalId, t.kind, t.account)
      .where(sql`${t.withdrawalId} is not null`),
  ],
);

/** A card a fan saved with the provider: only its brand, last 4 digits and expiry are known here. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's payment method id (`pm_…`): the card's id on the wire. */
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    /** Refused for payments (fraud, a chargeback): neither selectable nor default. */
    banned: smallint('banned').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_cards_method_idx').on(t.provider, t.providerMethodId),
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
  ],
);

/*
 * The sandbox provider's own tables (server/modules/payments/providers/sandbox): it behaves like an
 * external provider and never reads or writes the tables above; what happens reaches us as signed
 * webhook events.
 */

/** A hosted checkout page for one payment. */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  /** `cs_…`, in the page's URL. */
  id: text('id').primaryKey(),
  /** The merchant's reference (our order's public id). */
  orderRef: text('order_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** What the page says is bought. */
  description: text('description').notNull(),
  /** The pay way the page shows (PAYMENT_TYPE). */
  paymentType: smallint('payment_type').notNull(),
  locale: text('locale').notNull(),
  /** open, approved, declined, expired, refunded or disputed. */
  status: text('status').notNull().default('open'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** A card setup (the app's add-card form), confirmed with the sandbox's card API. */
export const sandboxSetupIntents = pgTable('sandbox_setup_intents', {
  /** `seti_…`. */
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  /** The merchant's customer reference (our user id). */
  customer: text('customer').notNull(),
  /** requires_payment_method, then succeeded. */
  status: text('status').notNull().default('requires_payment_method'),
  paymentMethodId: text('payment_method_id'),
  createdAt: createdAt(),
});

/** A card attached to a customer: brand, last 4 digits and expiry, nothing more. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  /** `pm_…`. */
  id: text('id').primaryKey(),
  customer: text('customer').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  createdAt: createdAt(),
  detachedAt: timestamp('detached_at', { withTimezone: true }),
});

/** A charge of a saved card, and what became of it. */
export const sandboxCharges = pgTable('sandbox_charges', {
  /** `ch_…`. */
  id: text('id').primaryKey(),
  orderRef: text('order_ref').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** succeeded, failed, refunded or disputed. */
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/** Every event the sandbox sent or will send, with its delivery state. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    /** `evt_…`. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The JSON body delivered, kept as sent so every retry carries the same bytes. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
  },
  (t) => [index('sandbox_events_created_idx').on(t.createdAt)],
);

/*
 * The Stripe provider's own table (server/modules/payments/providers/stripe): the Stripe Customer
 * that holds a fan's saved cards, made the first time the fan adds a card.
 */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `cus_…`. */
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/*
 * Discovery (issue 11; docs/decisions.md, "Discovery"): blocks, comments, views, searches,
 * interests and reports.
 */

/** Who blocked whom (user/blockUserEvent): the blocker no longer sees, subscribes to or buys from them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_blocks_pair_idx').on(t.blockerId, t.blockedId),
    // The block list, latest first.
    index('user_blocks_blocker_created_idx').on(t.blockerId, t.createdAt),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A comment on a post, or a reply (`parent_id`, always a top-level comment of the same post: a
 * reply to a reply joins its thread). The post's comment_count counts both; a comment's
 * reply_count its replies; like_count follows comment_likes.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // A post's comments, newest first; a comment's replies, oldest first.
    index('comments_post_top_idx')
      .on(t.postId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId),
  ],
);

/** Who liked which comment; the comment's like_count follows this table. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_likes_pair_idx').on(t.commentId, t.userId),
    index('comment_likes_user_idx').on(t.userId),
  ],
);

/**
 * A counted view of a post (home/stat, home/playRecord): one per viewer (`u{id}`, `g{guest id}`)
 * and post per UTC day, with its time, so statistics count views within a range.
 */
export const postViews = pgTable(
  'post_views',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    /** The UTC day the view counts for (the dedupe period). */
    day: date('day', { mode: 'string' }).notNull(),
    /** 1 seen in a list or detail (home/stat), 2 a video played (home/playRecord). */
    kind: smallint('kind').notNull(),
    /** How long it was seen or played, in ms, as the app reported it. */
    watchedMs: integer('watched_ms').notNull().default(0),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('post_views_once_idx').on(t.postId, t.viewerKey, t.day),
    index('post_views_creator_idx').on(t.creatorId, t.viewedAt),
  ],
);

/** A counted view of a creator's page (user/getUserInfoByUuid by someone else): once per viewer and UTC day. */
export const profileViews = pgTable(
  'profile_views',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('profile_views_once_idx').on(t.creatorId, t.viewerKey, t.day),
    index('profile_views_creator_idx').on(t.creatorId, t.viewedAt),
  ],
);

/**
 * A search that found something, once per searcher, keyword and UTC day: the hot keywords are the
 * keywords most people searched in the last days (search/hot-keywords.service.ts).
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: serial('id').primaryKey(),
    /** Folded as the search folds it (trimmed, lower case, spaces collapsed). */
    keyword: text('keyword').notNull(),
    searcherKey: text('searcher_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('search_queries_once_idx').on(t.keyword, t.searcherKey, t.day),
    index('search_queries_day_idx').on(t.day),
  ],
);

/** The categories a user picked (user/updateinterested): their interested feed. */
export const userInterests = pgTable(
  'user_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_interests_pair_idx').on(t.userId, t.categoryId)],
);

/**
 * A report of a user (user/report), with the post when reported from one, for the operators
 * (docs/operations.md, "Reports"). One open report per reporter and reported user at a time.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** The reason's index in user/reportreason's list, and its code (reports/report-reasons.ts). */
    reasonIndex: smallint('reason_index').notNull(),
    reasonCode: text('reason_code').notNull(),
    description: text('description').notNull(),
    /** The reporter's language, so an operator knows what the description is written in. */
    locale: text('locale').notNull(),
    /** open, resolved (acted on) or dismissed. */
    status: text('status').notNull().default('open'),
    /** What the operator decided, for the record. */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_one_open_idx')
      .on(t.reporterId, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A one-to-one conversation (docs/decisions.md, "Chat"): the pair, lower user id first. Storing a
 * message locks this row first, so a conversation's messages are stored one at a time and their
 * ids follow the order they were stored in.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userAId: integer('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: integer('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_idx').on(t.userAId, t.userBId),
    index('chat_conversations_user_b_idx').on(t.userBId),
  ],
);

/**
 * One side of a conversation: the contact list of `user_id` (newest conversation first by
 * `last_message_id`), what they have read and how many messages to them are unread.
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: integer('peer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** The newest message of the conversation, either way. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    /** Messages to this user up to this id are read. */
    readId: bigint('read_id', { mode: 'number' }).notNull().default(0),
    /** Messages to this user after read_id. */
    unread: integer('unread').notNull().default(0),
  },
  (t) => [
    uniqueIndex('chat_members_pair_idx').on(t.userId, t.peerId),
    index('chat_members_contacts_idx').on(t.userId, t.lastMessageId),
    index('chat_members_conversation_idx').on(t.conversationId),
    // An account's deletion finds the rows that name it as the peer.
    index('chat_members_peer_idx').on(t.peerId),
  ],
);

/**
 * A chat message, stored before it is acknowledged. `sign` is the sender's id of it: a re-sent
 * message (a lost ack) meets the unique (sender, sign) and is not stored twice. A photo names the
 * sender's upload; its original is served signed to the two of them (chat/chat-media.ts).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sign: text('sign').notNull(),
    /** 'text' or 'photos'. */
    msgType: text('msg_type').notNull(),
    /** The trimmed text; '' for a photo. */
    body: text('body').notNull().default(''),
    uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The sender's clock when sending (the socket's microtime), milliseconds since the epoch. */
    clientTime: bigint('client_time', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_sender_sign_idx').on(t.senderId, t.sign),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_receiver_idx').on(t.receiverId),
    index('chat_messages_upload_idx').on(t.uploadId),
  ],
);
