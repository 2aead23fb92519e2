/**
 * The member page's tabs (issue 23): what a member did, newest first, one kind a page. The ledger
 * tab is a creator's balance lines (modules/ledger/creator-ledger.ts: a fan has none).
 */
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberRecord, MemberRecordKind } from '../../../../src/contract/calls/ops-members.ts';
import { centsToAmount } from '../../../../src/contract/rules/money-rules.ts';
import { offsetOf, type PageRequest } from '../../../core/paging.ts';
import { ServiceError } from '../../../core/service-error.ts';
import type { Database } from '../../../db/client.ts';
import { orders, posts, reports, subscriptionPlans, users, userSubscriptions } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';
import { recentBalanceLines } from '../../ledger/creator-ledger.ts';

const other = alias(users, 'other');
const otherOf = (row: { otherId: number | null; otherName: string | null }) =>
  row.otherId === null ? null : { id: row.otherId, username: row.otherName ?? '' };

type Page = PageRequest & { id: number };

async function postsOf(db: Database, input: Page): Promise<MemberRecord[]> {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      status: posts.status,
      articleType: posts.articleType,
      at: posts.createdAt,
    })
    .from(posts)
    .where(eq(posts.userId, input.id))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(input.limit)
    .offset(offsetOf(input));
  return rows.map((row) => ({
    type: 'post',
    id: row.id,
    title: row.title,
    status: row.status,
    article_type: row.articleType,
    at: row.at.toISOString(),
  }));
}

const orderColumns = {
  id: orders.publicId,
  kind: orders.kind,
  item: orders.itemName,
  amountCents: orders.amountCents,
  currency: orders.currency,
  status: orders.status,
  at: orders.createdAt,
  otherId: other.id,
  otherName: other.username,
};

type OrderRecordRow = {
  id: string;
  kind: string;
  item: string;
  amountCents: number;
  currency: string;
  status: string;
  at: Date;
  otherId: number | null;
  otherName: string | null;
};

const toOrderRecord = (row: OrderRecordRow) =>
  ({
    type: 'order',
    id: row.id,
    kind: row.kind,
    item: row.item,
    amount: centsToAmount(row.amountCents),
    currency: row.currency,
    status: row.status,
    creator: otherOf(row),
    at: row.at.toISOString(),
  }) as const;

/** One order by its public id, as the orders tab shows it (server.ops.orderNotFound). */
export async function orderRecord(db: Database, publicId: string) {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .leftJoin(other, eq(other.id, orders.creatorId))
    .where(eq(orders.publicId, publicId));
  if (!row) throw new ServiceError('server.ops.orderNotFound');
  return toOrderRecord(row);
}

async function ordersOf(db: Database, input: Page): Promise<MemberRecord[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .leftJoin(other, eq(other.id, orders.creatorId))
    .where(eq(orders.buyerId, input.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(input.limit)
    .offset(offsetOf(input));
  return rows.map(toOrderRecord);
}

async function subscriptionsOf(db: Database, input: Page): Promise<MemberRecord[]> {
  const rows = await db
    .select({
      id: userSubscriptions.id,
      plan: subscriptionPlans.name,
      at: userSubscriptions.startedAt,
      expireAt: userSubscriptions.expireAt,
      cancelledAt: userSubscriptions.cancelledAt,
      otherId: other.id,
      otherName: other.username,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .leftJoin(other, eq(other.id, userSubscriptions.creatorId))
    .where(eq(userSubscriptions.userId, input.id))
    .orderBy(desc(userSubscriptions.expireAt), desc(userSubscriptions.id))
    .limit(input.limit)
    .offset(offsetOf(input));
  return rows.map((row) => ({
    type: 'subscription',
    id: row.id,
    plan: row.plan,
    creator: otherOf(row),
    at: row.at.toISOString(),
    expire_at: row.expireAt.toISOString(),
    cancelled: row.cancelledAt !== null,
  }));
}

async function ledgerOf(db: Database, input: Page): Promise<MemberRecord[]> {
  // The newest lines up to this page, then this page's: the ledger module reads from the newest.
  const lines = await recentBalanceLines(db, input.id, input.page * input.limit);
  return lines.slice(offsetOf(input)).map((line) => ({
    type: 'ledger',
    kind: line.kind,
    amount: centsToAmount(line.amountCents),
    at: line.at.toISOString(),
  }));
}

async function reportsOf(db: Database, input: Page, made: boolean): Promise<MemberRecord[]> {
  const [mine, theirs] = made
    ? [reports.reporterId, reports.targetId]
    : [reports.targetId, reports.reporterId];
  const rows = await db
    .select({
      id: reports.id,
      reason: reports.reasonCode,
      description: reports.description,
      status: reports.status,
      at: reports.createdAt,
      otherId: other.id,
      otherName: other.username,
    })
    .from(reports)
    .leftJoin(other, eq(other.id, theirs))
    .where(eq(mine, input.id))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(input.limit)
    .offset(offsetOf(input));
  return rows.map((row) => ({
    type: 'report',
    id: row.id,
    reason: row.reason,
    description: row.description,
    status: row.status,
    other: otherOf(row),
    at: row.at.toISOString(),
  }));
}

/** One page of one tab of a member (server.ops.memberNotFound). */
export async function memberRecords(
  ctx: Pick<CallContext, 'db'>,
  input: Page & { kind: MemberRecordKind },
): Promise<{ list: MemberRecord[] }> {
  const [member] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, input.id));
  if (!member) throw new ServiceError('server.ops.memberNotFound');
  const list = await {
    posts: () => postsOf(ctx.db, input),
    orders: () => ordersOf(ctx.db, input),
    subscriptions: () => subscriptionsOf(ctx.db, input),
    ledger: () => ledgerOf(ctx.db, input),
    'reports-made': () => reportsOf(ctx.db, input, true),
    'reports-received': () => reportsOf(ctx.db, input, false),
  }[input.kind]();
  return { list };
}
