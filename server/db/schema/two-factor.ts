/**
 * Members' second factor (issue 26): the TOTP secret, the one-time recovery codes (hashed) and the
 * challenges a sign-in answers between the first factor and the code.
 */
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** A member's authenticator: written when enrolment starts, in force once `enabled_at` is set. */
export const memberTotp = pgTable('member_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The TOTP secret (base32). */
  secret: text('secret').notNull(),
  /** When a first code confirmed it; null while enrolment is unconfirmed. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step accepted: a code of that step or earlier is never accepted again. */
  lastStep: integer('last_step').notNull().default(0),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as SHA-256 hashes; each works once. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('member_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in waiting for its second factor: the challenge token (hashed), whose it is, until when.
 * Completed once; expired ones are purged with every new one.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A member's passkey (WebAuthn credential): a second factor, and a sign-in of its own when the
 * authenticator verified the user. Several per member, each named by them.
 */
export const memberPasskeys = pgTable(
  'member_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser gives it (Base64url). */
    credentialId: text('credential_id').notNull().unique(),
    /** The credential's public key (COSE, Base64url). */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter at the last assertion (0 when it keeps none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator (usb, nfc, ble, hybrid, internal...). */
    transports: text('transports').array().notNull().default([]),
    /** The member's name for it ("Phone", "YubiKey"). */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('member_passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge the server gave out: for adding a passkey or for a step-up (bound to the
 * member), for a sign-in's second step (bound to its sign-in challenge) or for a password-free
 * sign-in (bound to nobody yet). Short-lived and used once; expired ones are purged with every new one.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: serial('id').primaryKey(),
    /** The random challenge (Base64url) the authenticator signs. */
    challenge: text('challenge').notNull().unique(),
    /** register | step-up | second-factor | sign-in */
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    signInChallengeId: integer('sign_in_challenge_id').references(() => signInChallenges.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
