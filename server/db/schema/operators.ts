/**
 * The people who run the platform (issue 23, docs/operations.md "Operators"): their accounts,
 * second factor, console sessions, and the append-only record of every action they take.
 */
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** An operator: made by `npm run ops -- create-operator`, never signed up. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  /** Lowercase; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** moderator, reviewer, finance or admin (src/contract/operators.ts). */
  role: text('role').notNull(),
  /** The TOTP secret (base32); set at the first password step, in force once enrolled. */
  totpSecret: text('totp_secret'),
  /** When the operator confirmed their authenticator; until then every sign-in enrols. */
  totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
  /** The last TOTP time step accepted: a code of that step or earlier is never accepted again. */
  totpLastStep: integer('totp_last_step').notNull().default(0),
  createdAt: createdAt(),
  /** A disabled operator cannot sign in; their record stays for the audit log. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** One-time recovery codes, stored as SHA-256 hashes; each is used at most once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/**
 * A console session: the operator cookie's token (hashed), bound to the browser that signed in.
 * `second_factor_at` is null between the password and the code; the session counts only after.
 */
export const operatorSessions = pgTable('operator_sessions', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** SHA-256 of the browser's User-Agent: the cookie replayed from another browser is refused. */
  browserHash: text('browser_hash').notNull(),
  address: text('address').notNull(),
  createdAt: createdAt(),
  secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * The audit log: every operator action, who (copied, so it outlives the account), as what role,
 * what, on which target, why, when and from where. Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0017), so not even a bug in a service can rewrite it.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id'),
    operatorEmail: text('operator_email').notNull(),
    role: text('role').notNull(),
    /** What was done, a stable code (`post.approve`, `withdrawal.fail`, `document.view`, ...). */
    action: text('action').notNull(),
    /** What it was done to: `post`, `application`, `withdrawal`, `feedback`, `member`, `operator`, ... */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    /** Anything else the action names (a payout reference, the old status). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_actions_created_idx').on(t.createdAt),
    index('operator_actions_target_idx').on(t.targetType, t.targetId),
    index('operator_actions_operator_idx').on(t.operatorId, t.createdAt),
  ],
);

/**
 * Settings the operators change in the console (issue 23), by key, each with its default in the
 * server's configuration: `review_mode` (manual: new posts wait for review; auto: they publish
 * at once and are reviewed after).
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
