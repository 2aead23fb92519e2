/**
 * The console's withdrawals queue (issue 23), the reading side: one status at a time, the oldest
 * request first while it waits (pending, passed) and the latest decision first once final, each
 * with its creator and their balance now; one withdrawal with the creator's recent ledger lines.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  CreatorLedgerLine,
  OpsWithdrawal,
  OpsWithdrawalTab,
} from '../../../../src/contract/calls/ops-withdrawals.ts';
import { WITHDRAWAL_STATUS, type WithdrawalStatus } from '../../../../src/contract/enums.ts';
import { centsToAmount } from '../../../../src/contract/rules/money-rules.ts';
import { offsetOf, type PageRequest } from '../../../core/paging.ts';
import { ServiceError } from '../../../core/service-error.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { users, withdrawals } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';
import {
  creatorBalancesCents,
  creatorLedgerBalanced,
  recentBalanceLines,
} from '../../ledger/creator-ledger.ts';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** How many of the creator's ledger lines the opened withdrawal shows. */
export const RECENT_LEDGER_LINES = 20;

const WAITING: readonly number[] = [WITHDRAWAL_STATUS.pending, WITHDRAWAL_STATUS.passed];

/** Rows as the queue shows them: creators and balances read once for the whole page. */
export async function toQueueWithdrawals(
  db: Database | Transaction,
  rows: readonly WithdrawalRow[],
  now: Date,
): Promise<OpsWithdrawal[]> {
  const creatorIds = [...new Set(rows.flatMap((row) => (row.creatorId === null ? [] : [row.creatorId])))];
  const [creators, balances] = await Promise.all([
    creatorIds.length === 0
      ? []
      : db
          .select({ id: users.id, uuid: users.uuid, username: users.username, nickname: users.nickname })
          .from(users)
          .where(inArray(users.id, creatorIds)),
    creatorBalancesCents(db, creatorIds),
  ]);
  const byId = new Map(creators.map((creator) => [creator.id, creator]));
  return rows.map((row) => {
    const creator = row.creatorId === null ? undefined : byId.get(row.creatorId);
    // A waiting request's wait runs on; a decided one's stopped when it was decided.
    const until = WAITING.includes(row.status) ? now : row.updatedAt;
    return {
      id: row.id,
      amount: centsToAmount(row.amountCents),
      status: row.status as WithdrawalStatus,
      reason: row.reason,
      reference: row.payoutReference,
      requested_at: row.createdAt.toISOString(),
      waiting_seconds: Math.max(0, Math.floor((until.getTime() - row.createdAt.getTime()) / 1000)),
      creator: creator
        ? {
            uuid: creator.uuid,
            username: creator.username,
            nickname: creator.nickname,
            balance: centsToAmount(balances.get(creator.id) ?? 0),
          }
        : null,
    };
  });
}

/** One page of the queue for a status. */
export async function listQueue(
  ctx: Pick<CallContext, 'db' | 'now'>,
  input: PageRequest & { status: OpsWithdrawalTab },
): Promise<{ list: OpsWithdrawal[] }> {
  const status = WITHDRAWAL_STATUS[input.status];
  const order = WAITING.includes(status)
    ? [asc(withdrawals.createdAt), asc(withdrawals.id)]
    : [desc(withdrawals.updatedAt), desc(withdrawals.id)];
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, status))
    .orderBy(...order)
    .limit(input.limit)
    .offset(offsetOf(input));
  return { list: await toQueueWithdrawals(ctx.db, rows, ctx.now()) };
}

/** One withdrawal, the creator's newest ledger lines and whether their ledger sums to zero. */
export async function openWithdrawal(
  ctx: Pick<CallContext, 'db' | 'now'>,
  id: number,
): Promise<{ withdrawal: OpsWithdrawal; ledger: CreatorLedgerLine[]; balanced: boolean }> {
  const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw new ServiceError('server.ops.withdrawalNotFound');
  const [withdrawal] = await toQueueWithdrawals(ctx.db, [row], ctx.now());
  if (row.creatorId === null) return { withdrawal: withdrawal!, ledger: [], balanced: true };
  const [lines, balanced] = await Promise.all([
    recentBalanceLines(ctx.db, row.creatorId, RECENT_LEDGER_LINES),
    creatorLedgerBalanced(ctx.db, row.creatorId),
  ]);
  return {
    withdrawal: withdrawal!,
    ledger: lines.map((line) => ({
      at: line.at.toISOString(),
      kind: line.kind,
      amount: centsToAmount(line.amountCents),
    })),
    balanced,
  };
}
