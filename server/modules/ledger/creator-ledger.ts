/**
 * A creator's ledger as finance reads it before paying out (the console's withdrawals queue):
 * several creators' balances at once, their recent balance lines, and whether every transaction
 * that touched them sums to zero. The balance rule itself lives in ledger.service.ts.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema.ts';
import { LEDGER_ACCOUNT } from './ledger-accounts.ts';

/** Balances in cents of several creators (creatorBalanceCents' rule, one query); 0 for none. */
export async function creatorBalancesCents(
  db: Database | Transaction,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const balances = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return balances;
  const rows = await db
    .select({ userId: ledgerEntries.userId, sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.userId, [...userIds]),
        eq(ledgerEntries.account, LEDGER_ACCOUNT.creatorPayable),
      ),
    )
    .groupBy(ledgerEntries.userId);
  for (const row of rows) if (row.userId !== null) balances.set(row.userId, 0 - Number(row.sum ?? 0));
  return balances;
}

/** One change to a creator's balance: an earning positive, a refund or a withdrawal negative. */
export interface BalanceLine {
  at: Date;
  kind: string;
  /** Cents. */
  amountCents: number;
}

/** The creator's newest balance lines (their creator_payable account, signs as the balance sees them). */
export async function recentBalanceLines(
  db: Database | Transaction,
  userId: number,
  limit: number,
): Promise<BalanceLine[]> {
  const rows = await db
    .select({ at: ledgerEntries.createdAt, kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.account, LEDGER_ACCOUNT.creatorPayable)))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
  return rows.map((row) => ({ at: row.at, kind: row.kind, amountCents: 0 - Number(row.amountCents) }));
}

/** Whether every ledger transaction with a line of this creator sums to zero, as double entry demands. */
export async function creatorLedgerBalanced(db: Database | Transaction, userId: number): Promise<boolean> {
  const theirs = db
    .selectDistinct({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  const unbalanced = await db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.transactionId, theirs))
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`)
    .limit(1);
  return unbalanced.length === 0;
}
