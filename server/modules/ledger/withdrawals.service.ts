/**
 * Creators' withdrawals (spec §5: at least 100, never above the balance). A request locks the
 * creator's row before reading the balance and writes the withdrawal with its ledger lines in the
 * same transaction, so two requests at once run one after the other and cannot both pass (a row
 * lock on PostgreSQL; PGlite runs one transaction at a time anyway).
 */
import { desc, eq } from 'drizzle-orm';
import type { Withdrawal } from '../../../src/contract/entities-money.ts';
import { ROLE, type WithdrawalStatus } from '../../../src/contract/enums.ts';
import {
  amountToCents,
  centsToAmount,
  WITHDRAWAL_MIN,
  withdrawalProblem,
} from '../../../src/contract/rules/money-rules.ts';
import { roleOfAuthStatus } from '../../../src/contract/rules/roles.ts';
import { users, withdrawals } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import { requireSecondFactorForPayouts } from '../accounts/step-up.ts';
import type { CallContext } from '../../http/call-context.ts';
import { LEDGER_KIND, withdrawalRequestLines } from './ledger-accounts.ts';
import { creatorBalanceCents, postTransaction } from './ledger.service.ts';
import { offsetOf } from '../../core/paging.ts';

type WithdrawalRow = typeof withdrawals.$inferSelect;

export function toWireWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: centsToAmount(row.amountCents),
    status: row.status as WithdrawalStatus,
    reason: row.reason,
    reference: row.payoutReference,
    created_ts: Math.floor(row.createdAt.getTime() / 1000),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Asks for a payout of `amount` (currency units). Only approved creators
 * (server.withdraw.creatorsOnly); at least 100 (server.withdraw.minimum); not above the balance
 * (server.withdraw.overBalance, or server.withdraw.negativeBalance when refunds left it below 0).
 * A creator with no second factor on is refused (server.twoFactor.requiredForPayouts, issue 26);
 * only the demo seed, writing a history as if it had happened, books one without.
 * Answers the pending withdrawal and the balance left.
 */
export async function applyWithdraw(
  ctx: Pick<CallContext, 'db' | 'now'>,
  userId: number,
  amount: number,
  { requireSecondFactor = true }: { requireSecondFactor?: boolean } = {},
): Promise<{ withdrawal: Withdrawal; balance: number }> {
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ authStatus: users.authStatus })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user || roleOfAuthStatus(user.authStatus) !== ROLE.creator)
      throw new ServiceError('server.withdraw.creatorsOnly');
    if (requireSecondFactor) await requireSecondFactorForPayouts(tx, userId);
    const balance = await creatorBalanceCents(tx, userId);
    const problem = withdrawalProblem(amount, centsToAmount(balance));
    if (problem === 'minimum' || problem === 'required')
      throw new ServiceError('server.withdraw.minimum', { min: WITHDRAWAL_MIN });
    if (problem === 'balance')
      throw new ServiceError(
        balance < 0 ? 'server.withdraw.negativeBalance' : 'server.withdraw.overBalance',
        {
          balance: centsToAmount(balance),
        },
      );
    const now = ctx.now();
    const amountCents = amountToCents(amount);
    const [row] = await tx
      .insert(withdrawals)
      .values({ creatorId: userId, amountCents, createdAt: now, updatedAt: now })
      .returning();
    await postTransaction(tx, {
      kind: LEDGER_KIND.withdrawalRequest,
      lines: withdrawalRequestLines(userId, amountCents),
      withdrawalId: row!.id,
      at: now,
    });
    return { withdrawal: toWireWithdrawal(row!), balance: centsToAmount(balance - amountCents) };
  });
}

/** The creator's withdrawals, newest first, paged, with the balance now. */
export async function listWithdrawals(
  ctx: Pick<CallContext, 'db'>,
  userId: number,
  page: { page: number; limit: number },
): Promise<{ list: Withdrawal[]; balance: number }> {
  const [rows, balance] = await Promise.all([
    ctx.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.creatorId, userId))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    creatorBalanceCents(ctx.db, userId),
  ]);
  return { list: rows.map(toWireWithdrawal), balance: centsToAmount(balance) };
}
