/**
 * Typed factories of a creator's sales and statements (entities-sales.ts), with a 20 % fee and a
 * payment cost of 2.9 % + 0.30 split as the server splits them (sale-split.ts), so every line's
 * gross = fee + payment cost + net.
 */
import type { Sale, Statement, StatementEntry } from '../contract/entities-sales.ts';
import type { OrderKind } from '../contract/enums.ts';
import { splitSale } from '../contract/rules/sale-split.ts';

/** The rates of the mocks' figures; app/config's `feeAndCost` handler announces the same. */
export const MOCK_SALE_RATES = { feeBps: 2000, costBps: 290, costFixedCents: 30 };

/** 15 March 2026, 12:00 UTC: the mocks' newest sale. */
const NEWEST_TS = 1_773_576_000;

function figures(grossCents: number, sign: 1 | -1, ts: number) {
  const split = splitSale(grossCents, MOCK_SALE_RATES);
  return {
    gross: (sign * split.gross) / 100,
    fee: (sign * split.fee) / 100,
    payment_cost: (sign * split.cost) / 100,
    net: (sign * split.net) / 100,
    created_ts: ts,
    created_at: new Date(ts * 1000).toISOString(),
  };
}

export function makeSale(overrides: Partial<Sale> & { grossCents?: number } = {}): Sale {
  const { grossCents = 999, ...rest } = overrides;
  const id = rest.id ?? 1;
  const sign = rest.entry && rest.entry !== 'sale' ? -1 : 1;
  return {
    id,
    entry: 'sale',
    kind: 'post',
    item_name: 'Golden hour in Lisbon',
    order_id: `ord_mock${String(id).padStart(16, '0')}`,
    status: 'paid',
    ...figures(grossCents, sign, rest.created_ts ?? NEWEST_TS - id * 3600),
    ...rest,
  };
}

/** A subscription, a renewal, a tip, and a post refunded (its sale and its refund line), newest first. */
export function makeSalesWithRefund(): Sale[] {
  return [
    makeSale({
      id: 1,
      entry: 'refund',
      kind: 'post',
      status: 'refunded',
      order_id: 'ord_mockRefunded0001',
      grossCents: 1500,
      item_name: 'Studio session, raw files',
    }),
    makeSale({
      id: 2,
      kind: 'tip',
      item_name: 'Mara Quinn',
      grossCents: 2000,
      order_id: 'ord_mockTip000000001',
    }),
    makeSale({
      id: 3,
      kind: 'renewal',
      item_name: 'Inner circle',
      grossCents: 999,
      order_id: 'ord_mockRenewal00001',
    }),
    makeSale({
      id: 4,
      kind: 'post',
      status: 'refunded',
      order_id: 'ord_mockRefunded0001',
      grossCents: 1500,
      item_name: 'Studio session, raw files',
    }),
    makeSale({
      id: 5,
      kind: 'subscription',
      item_name: 'Inner circle',
      grossCents: 999,
      order_id: 'ord_mockSubscribe001',
    }),
  ];
}

/** `count` post sales, newest first. */
export function makeManySales(count: number): Sale[] {
  const kinds: OrderKind[] = ['post', 'subscription', 'tip', 'renewal'];
  return Array.from({ length: count }, (_, index) =>
    makeSale({ id: index + 1, kind: kinds[index % kinds.length]!, grossCents: 500 + index * 25 }),
  );
}

function entryOf(sale: Sale): StatementEntry {
  const { status: _status, ...rest } = sale;
  return { ...rest, withdrawal_id: null };
}

/** March 2026: the sales above oldest first and a withdrawal of 100, from an opening balance of 250. */
export function makeStatement(): Statement {
  const sales = makeSalesWithRefund().reverse().map(entryOf);
  const withdrawal: StatementEntry = {
    id: 9,
    entry: 'withdrawal',
    kind: null,
    item_name: '',
    order_id: '',
    withdrawal_id: 41,
    ...figures(10_000, -1, NEWEST_TS + 3600),
    // A withdrawal moves the balance alone: its gross is its net.
    gross: -100,
    fee: 0,
    payment_cost: 0,
    net: -100,
  };
  const list = [...sales, withdrawal];
  const sum = (pick: (entry: StatementEntry) => number) =>
    Math.round(list.reduce((total, entry) => total + Math.round(pick(entry) * 100), 0)) / 100;
  const net = sum((entry) => entry.net);
  return {
    month: '2026-03',
    opening_balance: 250,
    closing_balance: Math.round((250 + net) * 100) / 100,
    totals: {
      gross: sum((entry) => entry.gross),
      fee: sum((entry) => entry.fee),
      payment_cost: sum((entry) => entry.payment_cost),
      net,
    },
    list,
  };
}

/** A month with nothing: the balance carried through. */
export function makeEmptyStatement(): Statement {
  return {
    month: '2026-03',
    opening_balance: 250,
    closing_balance: 250,
    totals: { gross: 0, fee: 0, payment_cost: 0, net: 0 },
    list: [],
  };
}
