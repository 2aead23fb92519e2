/**
 * Writing and reading the double-entry ledger (`ledger_entries`). A transaction's lines are
 * written together or not at all and must sum to zero; a balance is always a sum of lines.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema.ts';
import type { Transaction } from '../../db/client.ts';
import { LEDGER_ACCOUNT, type LedgerAccount, type LedgerKind, type LedgerLine } from './ledger-accounts.ts';

/** Lines that do not sum to zero (or no lines): a programming error, never written. */
export class UnbalancedTransactionError extends Error {
  constructor(lines: readonly LedgerLine[]) {
    super(`Ledger lines must sum to zero: ${JSON.stringify(lines)}`);
    this.name = 'UnbalancedTransactionError';
  }
}

export interface NewLedgerTransaction {
  kind: LedgerKind;
  lines: readonly LedgerLine[];
  orderId?: number | undefined;
  withdrawalId?: number | undefined;
  at: Date;
}

/**
 * Writes one balanced transaction in the caller's database transaction; answers its id. Refuses
 * lines that do not sum to zero, and lines that are not whole cents.
 */
export async function postTransaction(tx: Transaction, entry: NewLedgerTransaction): Promise<string> {
  const lines = entry.lines.filter((line) => line.amountCents !== 0);
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  if (lines.length < 2 || sum !== 0 || lines.some((line) => !Number.isSafeInteger(line.amountCents)))
    throw new UnbalancedTransactionError(entry.lines);
  const transactionId = randomUUID();
  await tx.insert(ledgerEntries).values(
    lines.map((line) => ({
      transactionId,
      kind: entry.kind,
      account: line.account,
      userId: line.userId,
      amountCents: line.amountCents,
      orderId: entry.orderId ?? null,
      withdrawalId: entry.withdrawalId ?? null,
      createdAt: entry.at,
    })),
  );
  return transactionId;
}

/** The lines of one kind written for an order, as they were written. */
export async function orderLines(tx: Transaction, orderId: number, kind: LedgerKind): Promise<LedgerLine[]> {
  const rows = await tx
    .select({
      account: ledgerEntries.account,
      userId: ledgerEntries.userId,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, kind)))
    .orderBy(asc(ledgerEntries.id));
  return rows.map((row) => ({
    ...row,
    account: row.account as LedgerAccount,
    amountCents: Number(row.amountCents),
  }));
}

/**
 * A creator's balance in cents: what the platform owes them now, earnings less refunds and
 * withdrawals requested. Negative when refunds took back more than was left.
 */
export async function creatorBalanceCents(db: Database | Transaction, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.account, LEDGER_ACCOUNT.creatorPayable)));
  // 0 - x rather than -x: an empty sum is 0, not -0.
  return 0 - Number(row?.sum ?? 0);
}
