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
 * `now`: the account's own row, looked up by its primary key for each row a query keeps, as a
 * scalar subquery so the planner cannot turn it into a scan of every user. The set of suspended
 * accounts, asked once per query, would be that scan (no index on `suspended_at`): 25 ms at 100,000
 * users on a quiet machine, on every feed, page and count (bench:api:scale, issue 24), where a
 * probe by key costs microseconds per row.
 */
export function notSuspendedWhere(account: AnyPgColumn | SQL, now: Date | Placeholder): SQL {
  const ref = is(account, Column) ? qualified(account as AnyPgColumn) : account;
  const at = now instanceof Date ? now.toISOString() : now;
  // Not suspended: never, or a suspension with an end that has passed (null `until` runs for good).
  return sql`coalesce((select suspended.suspended_at is null
      or coalesce(suspended.suspended_until <= ${at}::timestamptz, false)
    from ${users} as suspended where suspended.id = ${ref}), true)`;
}
