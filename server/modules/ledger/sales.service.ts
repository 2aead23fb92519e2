/**
 * A creator's sales and monthly statements (docs/decisions/fee-breakdown.md): read from the
 * ledger through balance-entries.ts, so every figure is what was written when the money moved.
 * Each member reads only their own lines; a member who never sold has none.
 */
import type { Sale, Statement, StatementEntry } from '../../../src/contract/entities-sales.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { offsetOf, type PageRequest } from '../../core/paging.ts';
import type { CallContext } from '../../http/call-context.ts';
import { balanceBeforeCents, balanceEntries, type BalanceEntry } from './balance-entries.ts';

/** A `YYYY-MM` month's first instant and the next month's, UTC. */
export function monthRange(month: string): { from: Date; until: Date } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), until: new Date(Date.UTC(year, index + 1, 1)) };
}

function figuresOf(entry: BalanceEntry) {
  return {
    gross: centsToAmount(entry.gross),
    fee: centsToAmount(entry.fee),
    payment_cost: centsToAmount(entry.cost),
    net: centsToAmount(entry.net),
    created_ts: Math.floor(entry.at.getTime() / 1000),
    created_at: entry.at.toISOString(),
  };
}

function toWireSale(entry: BalanceEntry): Sale {
  return {
    id: entry.id,
    entry: entry.entry === 'chargeback' || entry.entry === 'refund' ? entry.entry : 'sale',
    kind: entry.orderKind!,
    item_name: entry.itemName,
    order_id: entry.orderPublicId!,
    status: entry.orderStatus!,
    ...figuresOf(entry),
  };
}

function toWireStatementEntry(entry: BalanceEntry): StatementEntry {
  return {
    id: entry.id,
    entry: entry.entry,
    kind: entry.orderKind,
    item_name: entry.itemName,
    order_id: entry.orderPublicId ?? '',
    withdrawal_id: entry.withdrawalId,
    ...figuresOf(entry),
  };
}

/** The member's sales, newest first, paged; one UTC month's when `month` is given. */
export async function listSales(
  ctx: Pick<CallContext, 'db'>,
  userId: number,
  request: PageRequest & { month?: string | undefined },
): Promise<{ list: Sale[] }> {
  const range = request.month ? monthRange(request.month) : undefined;
  const entries = await balanceEntries(ctx.db, {
    userId,
    salesOnly: true,
    from: range?.from,
    until: range?.until,
    newestFirst: true,
    limit: request.limit,
    offset: offsetOf(request),
  });
  return { list: entries.map(toWireSale) };
}

/**
 * The member's statement of one UTC month: the balance before it, every balance entry in it
 * (oldest first) and the balance after it, which is the opening balance plus the entries' nets.
 */
export async function getStatement(
  ctx: Pick<CallContext, 'db'>,
  userId: number,
  month: string,
): Promise<Statement> {
  const { from, until } = monthRange(month);
  return ctx.db.transaction(async (tx) => {
    // One transaction: a sale written meanwhile cannot be in the closing balance and not the entries.
    const [opening, entries, closing] = [
      await balanceBeforeCents(tx, userId, from),
      await balanceEntries(tx, { userId, from, until, newestFirst: false }),
      await balanceBeforeCents(tx, userId, until),
    ];
    const sum = (pick: (entry: BalanceEntry) => number) =>
      centsToAmount(entries.reduce((total, entry) => total + pick(entry), 0));
    return {
      month,
      opening_balance: centsToAmount(opening),
      closing_balance: centsToAmount(closing),
      totals: {
        gross: sum((entry) => entry.gross),
        fee: sum((entry) => entry.fee),
        payment_cost: sum((entry) => entry.cost),
        net: sum((entry) => entry.net),
      },
      list: entries.map(toWireStatementEntry),
    };
  });
}
