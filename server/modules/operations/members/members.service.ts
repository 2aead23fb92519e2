/**
 * The console's members page, the reading side (issue 23): members found by the start of their
 * account name or email, one member with a creator's balance, each with what they did in counts.
 */
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OpsMember } from '../../../../src/contract/calls/ops-members.ts';
import { ROLE } from '../../../../src/contract/enums.ts';
import { centsToAmount } from '../../../../src/contract/rules/money-rules.ts';
import { isSuspendedAt } from '../../../access/suspension-rule.ts';
import { offsetOf, type PageRequest } from '../../../core/paging.ts';
import { ServiceError } from '../../../core/service-error.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { orders, posts, userSubscriptions, users } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';
import { creatorBalanceCents } from '../../ledger/ledger.service.ts';

type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'uuid'
  | 'username'
  | 'nickname'
  | 'email'
  | 'role'
  | 'createdAt'
  | 'suspendedAt'
  | 'suspendedUntil'
  | 'suspensionReason'
>;

const memberColumns = {
  id: users.id,
  uuid: users.uuid,
  username: users.username,
  nickname: users.nickname,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
};

/** `q` as a LIKE prefix: its own % and _ match themselves. */
function prefixOf(q: string): string {
  return `${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Members whose account name or email starts with `q`, in any case (emails are stored lower-cased),
 * account names in order; without `q`, the newest members first. Each side is its own index range
 * (the pattern-ops indexes of migration 0019) cut to the page's window in byte order, then the two
 * are merged: one OR'd query let the planner walk the whole name index instead (14 ms at 100,000
 * members, docs/benchmarks.md). Account names are ASCII, so byte order is their order.
 */
export async function searchMembers(
  ctx: Pick<CallContext, 'db' | 'now'>,
  input: PageRequest & { q: string },
): Promise<{ list: OpsMember[] }> {
  const prefix = prefixOf(input.q);
  const window = offsetOf(input) + input.limit;
  const where: SQL | undefined =
    input.q === ''
      ? undefined
      : sql`${users.id} in ((select ${users.id} from ${users} where lower(${users.username}) like ${prefix} order by lower(${users.username}) collate "C" limit ${window}) union (select ${users.id} from ${users} where ${users.email} like ${prefix} order by ${users.email} collate "C" limit ${window}))`;
  const order =
    input.q === '' ? [desc(users.createdAt), desc(users.id)] : [sql`lower(${users.username}) collate "C"`];
  const rows = await ctx.db
    .select(memberColumns)
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(offsetOf(input));
  return { list: await toOpsMembers(ctx.db, rows, ctx.now()) };
}

/** The member by id (server.ops.memberNotFound), as the console shows them. */
export async function memberById(db: Database | Transaction, id: number, now: Date): Promise<OpsMember> {
  const rows = await db.select(memberColumns).from(users).where(eq(users.id, id));
  if (rows.length === 0) throw new ServiceError('server.ops.memberNotFound');
  const [member] = await toOpsMembers(db, rows, now);
  return member!;
}

/** One member, and a creator's balance now. */
export async function openMember(
  ctx: Pick<CallContext, 'db' | 'now'>,
  id: number,
): Promise<{ member: OpsMember; balance: number | null }> {
  const member = await memberById(ctx.db, id, ctx.now());
  const balance = member.role === 'creator' ? centsToAmount(await creatorBalanceCents(ctx.db, id)) : null;
  return { member, balance };
}

/** Counts per member of a table's rows, one query for the whole page. */
async function countsBy(
  db: Database | Transaction,
  table: PgTable,
  column: PgColumn,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: sql<number>`${column}`, count: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(column, [...ids]))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id, row.count]));
}

/** Rows as the console shows them; a suspension past its end is over (the access rule) and not shown. */
export async function toOpsMembers(
  db: Database | Transaction,
  rows: readonly UserRow[],
  now: Date,
): Promise<OpsMember[]> {
  const ids = rows.map((row) => row.id);
  const [postCounts, orderCounts, subscriptionCounts] =
    ids.length === 0
      ? [new Map<number, number>(), new Map<number, number>(), new Map<number, number>()]
      : await Promise.all([
          countsBy(db, posts, posts.userId, ids),
          countsBy(db, orders, orders.buyerId, ids),
          countsBy(db, userSubscriptions, userSubscriptions.userId, ids),
        ]);
  return rows.map((row) => {
    const suspended = isSuspendedAt(row, now);
    return {
      id: row.id,
      uuid: row.uuid,
      username: row.username,
      nickname: row.nickname,
      email: row.email,
      role: row.role === ROLE.creator ? 'creator' : 'fan',
      joined: row.createdAt.toISOString(),
      suspension: suspended
        ? {
            since: row.suspendedAt!.toISOString(),
            until: row.suspendedUntil?.toISOString() ?? null,
            reason: row.suspensionReason,
          }
        : null,
      counts: {
        posts: postCounts.get(row.id) ?? 0,
        orders: orderCounts.get(row.id) ?? 0,
        subscriptions: subscriptionCounts.get(row.id) ?? 0,
      },
    };
  });
}
