/** Accounts: members, their sessions, guest ids, emailed codes and linked sign-in providers. */
import { sql } from 'drizzle-orm';
import {
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
import { createdAt, tsvector } from './columns.ts';

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
    /**
     * The version of the terms of service the member last accepted (LEGAL_VERSIONS.tos, its
     * effective date), '' for none on record; a newer version is asked for at their next visit.
     */
    termsVersion: text('terms_version').notNull().default(''),
    /** When they accepted it. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * When an operator suspended the account (issue 23), null when it is not suspended. While
     * suspended it cannot sign in and nobody sees it; `suspended_until` null means for good.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Why, as the operator wrote it: the member is shown it at sign-in. */
    suspensionReason: text('suspension_reason').notNull().default(''),
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
    // The console's member search by prefix (issue 23): LIKE 'abc%' needs pattern ops under a
    // collation other than C, which the unique index above does not have.
    index('users_username_prefix_idx').using('btree', sql`lower(${t.username}) text_pattern_ops`),
    index('users_email_prefix_idx').using('btree', sql`${t.email} text_pattern_ops`),
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
    /**
     * What the member recognises the device by (issue 26; docs/decisions/logged-in-devices.md):
     * the browser and operating system read from the User-Agent at sign-in ('' when unknown), and
     * the network the address belongs to (`203.0.113.0/24`, `2001:db8:1::/48`), never the address.
     */
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    network: text('network').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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
