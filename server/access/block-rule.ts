/**
 * The block rule, written once (docs/decisions.md, "Blocks"): an account a viewer blocked is gone
 * for that viewer, from every feed, search, list, detail and comment thread, and the viewer can
 * neither subscribe to nor buy from it. Only its profile asked for by name answers, marked blocked
 * with nothing of its own, so the creator page can offer to unblock (creators.service.ts). The rule is SQL so lists apply it in their query, and
 * prepared statements pass the viewer as a placeholder. It hides in one direction only: the
 * blocked account still sees the blocker's public posts, but cannot comment on them.
 */
import { and, Column, eq, getTableName, is, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { userBlocks } from '../db/schema.ts';

/**
 * Rows whose account (`account`, a users.id column such as posts.user_id) the viewer has not
 * blocked; undefined for a visitor, who blocks nobody.
 */
export function notBlockedByWhere(
  viewerId: number | Placeholder | undefined,
  account: AnyPgColumn | SQL,
): SQL | undefined {
  if (viewerId === undefined) return undefined;
  return sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${account})`;
}

/** Whether `blockerId` has blocked `blockedId`. */
export async function hasBlocked(db: Database, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A column named with its table even where Drizzle would write it bare (the fields of a select
 * from one table), so it cannot be mistaken for a column of a subquery's table.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

type UserRef = number | Placeholder | AnyPgColumn | SQL;
const refOf = (user: UserRef) => (is(user, Column) ? qualified(user as AnyPgColumn) : sql`${user}`);

/**
 * True (as SQL) when either account has blocked the other; `a` and `b` are user ids or users.id
 * columns, so a query can ask it of every row, in its fields too (the chat's rule asks it there).
 */
export function blockedEitherWaySql(a: UserRef, b: UserRef): SQL {
  const blocker = qualified(userBlocks.blockerId);
  const blocked = qualified(userBlocks.blockedId);
  return sql`exists (select 1 from ${userBlocks} where (${blocker} = ${refOf(a)} and ${blocked} = ${refOf(b)}) or (${blocker} = ${refOf(b)} and ${blocked} = ${refOf(a)}))`;
}

/** Whether either of the two has blocked the other (no comment, reply or order between them). */
export async function blockedEitherWay(db: Database, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
