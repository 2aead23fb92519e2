/**
 * A creator's balance entries with their breakdown (docs/decisions/fee-breakdown.md): each of the
 * creator's creator_payable lines, beside the other lines of its transaction, which say what the
 * fan paid (provider_cash), the platform's fee (platform_revenue) and the payment cost
 * (payment_costs). Nothing is recomputed from a price; the sale list and the statement read here.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BalanceEntryType } from '../../../src/contract/entities-sales.ts';
import type { OrderKind, OrderStatus } from '../../../src/contract/enums.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ledgerEntries, orders } from '../../db/schema.ts';
import { LEDGER_ACCOUNT, LEDGER_KIND } from './ledger-accounts.ts';

/** One balance entry, cents; gross = fee + cost + net. */
export interface BalanceEntry {
  id: number;
  entry: BalanceEntryType;
  at: Date;
  orderPublicId: string | null;
  orderKind: OrderKind | null;
  orderStatus: OrderStatus | null;
  itemName: string;
  withdrawalId: number | null;
  gross: number;
  fee: number;
  cost: number;
  net: number;
}

export interface BalanceEntryQuery {
  userId: number;
  /** Only the lines of orders (sales, refunds, chargebacks). */
  salesOnly?: boolean;
  /** Written at or after (inclusive) and before (exclusive). */
  from?: Date | undefined;
  until?: Date | undefined;
  newestFirst: boolean;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** The creator's balance lines of the range, each as the balance sees it (an earning positive). */
function whereOf(query: BalanceEntryQuery): SQL | undefined {
  return and(
    eq(ledgerEntries.userId, query.userId),
    eq(ledgerEntries.account, LEDGER_ACCOUNT.creatorPayable),
    query.salesOnly ? isNotNull(ledgerEntries.orderId) : undefined,
    query.from ? gte(ledgerEntries.createdAt, query.from) : undefined,
    query.until ? lt(ledgerEntries.createdAt, query.until) : undefined,
  );
}

function entryTypeOf(ledgerKind: string, orderStatus: string | null): BalanceEntryType {
  switch (ledgerKind) {
    case LEDGER_KIND.payment:
      return 'sale';
    case LEDGER_KIND.reversal:
      return orderStatus === 'disputed' ? 'chargeback' : 'refund';
    case LEDGER_KIND.withdrawalFail:
      return 'withdrawal_returned';
    default:
      return 'withdrawal';
  }
}

/** The sum of each account's lines in each of these transactions. */
async function accountSums(db: Database | Transaction, transactionIds: string[]) {
  const sums = new Map<string, Map<string, number>>();
  if (transactionIds.length === 0) return sums;
  const rows = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      account: ledgerEntries.account,
      sum: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.transactionId, transactionIds))
    .groupBy(ledgerEntries.transactionId, ledgerEntries.account);
  for (const row of rows) {
    const accounts = sums.get(row.transactionId) ?? new Map<string, number>();
    accounts.set(row.account, Number(row.sum));
    sums.set(row.transactionId, accounts);
  }
  return sums;
}

/** The creator's balance entries of a range with the breakdown of each, from their transactions. */
export async function balanceEntries(
  db: Database | Transaction,
  query: BalanceEntryQuery,
): Promise<BalanceEntry[]> {
  const order = query.newestFirst
    ? [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)]
    : [asc(ledgerEntries.createdAt), asc(ledgerEntries.id)];
  let select = db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      at: ledgerEntries.createdAt,
      withdrawalId: ledgerEntries.withdrawalId,
      orderPublicId: orders.publicId,
      orderKind: orders.kind,
      orderStatus: orders.status,
      itemName: orders.itemName,
    })
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(whereOf(query))
    .orderBy(...order)
    .$dynamic();
  if (query.limit !== undefined) select = select.limit(query.limit).offset(query.offset ?? 0);
  const rows = await select;
  const sums = await accountSums(db, [...new Set(rows.map((row) => row.transactionId))]);
  return rows.map((row) => {
    const accounts = sums.get(row.transactionId) ?? new Map<string, number>();
    // Signs as the creator reads them: what the fan paid and what came off it are positive on a sale.
    const net = 0 - Number(row.amountCents);
    const fee = 0 - (accounts.get(LEDGER_ACCOUNT.platformRevenue) ?? 0);
    const cost = 0 - (accounts.get(LEDGER_ACCOUNT.paymentCosts) ?? 0);
    const isOrder = row.orderPublicId !== null;
    return {
      id: row.id,
      entry: entryTypeOf(row.kind, row.orderStatus),
      at: row.at,
      orderPublicId: row.orderPublicId,
      orderKind: (row.orderKind as OrderKind | null) ?? null,
      orderStatus: (row.orderStatus as OrderStatus | null) ?? null,
      itemName: row.itemName ?? '',
      withdrawalId: row.withdrawalId,
      // A withdrawal moves the balance alone: its gross is its net.
      gross: isOrder ? (accounts.get(LEDGER_ACCOUNT.providerCash) ?? 0) : net,
      fee: isOrder ? fee : 0,
      cost: isOrder ? cost : 0,
      net,
    };
  });
}

/** The creator's balance at an instant (cents): minus their creator_payable lines written before it. */
export async function balanceBeforeCents(
  db: Database | Transaction,
  userId: number,
  at: Date,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.account, LEDGER_ACCOUNT.creatorPayable),
        lt(ledgerEntries.createdAt, at),
      ),
    );
  return 0 - Number(row?.sum ?? 0);
}
