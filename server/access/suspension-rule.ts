/**
 * The suspension rule, written once (issue 23; docs/operations.md, "Reports"): while an operator's
 * suspension runs, the account is gone for everyone else, like an account one has blocked
 * (block-rule.ts) but for all viewers: its creator page, its posts in every feed, search, list and
 * detail, and its comments. A suspension is over once `suspended_until` has passed (null runs for
 * good); the rule compares with the server's clock, so nothing has to lift it. SQL, so lists
 * apply it in their query; the time may be a prepared statement's placeholder.
 */
import { Column, is, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';
import { qualified } from './block-rule.ts';

/** The suspension columns of an account, as the users table holds them. */
export interface SuspensionFacts {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
}

/** Whether a suspension runs at `now`: set, and for good or not yet at its end. */
export function isSuspendedAt(account: SuspensionFacts, now: Date): boolean {
  if (account.suspendedAt === null) return false;
  return account.suspendedUntil === null || account.suspendedUntil > now;
}

/**
 * Rows whose account (`account`, a users.id column such as posts.user_id) is not suspended at
 * `now`. The few suspended accounts are one small set, so the rule asks for it once per query.
 */
export function notSuspendedWhere(account: AnyPgColumn | SQL, now: Date | Placeholder): SQL {
  const ref = is(account, Column) ? qualified(account as AnyPgColumn) : account;
  const at = now instanceof Date ? now.toISOString() : now;
  return sql`${ref} not in (select suspended.id from ${users} as suspended
    where suspended.suspended_at is not null
      and (suspended.suspended_until is null or suspended.suspended_until > ${at}::timestamptz))`;
}
