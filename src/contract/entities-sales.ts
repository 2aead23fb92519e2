/**
 * A creator's sales and monthly statement as the wire carries them (docs/decisions/
 * fee-breakdown.md): every figure is read from the ledger lines of one transaction, and on every
 * line gross = fee + payment_cost + net. Amounts are currency units, negative on a refund, a
 * chargeback or a withdrawal.
 */
import { z } from 'zod/mini';
import { ORDER_KINDS, ORDER_STATUSES } from './enums.ts';
import { text } from './strings.ts';

/** What moved a creator's balance: a sale, its refund or chargeback (each its own negative line), a withdrawal or its return. */
export const BALANCE_ENTRY_TYPES = [
  'sale',
  'refund',
  'chargeback',
  'withdrawal',
  'withdrawal_returned',
] as const;
export type BalanceEntryType = (typeof BALANCE_ENTRY_TYPES)[number];

/** The entry types of a sale's lines. */
export const SALE_ENTRY_TYPES = ['sale', 'refund', 'chargeback'] as const;

/** A statement's month: `YYYY-MM`, a UTC calendar month. */
export const statementMonthSchema = text().check(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  z.refine((month) => Number(month.slice(0, 4)) >= 2000),
);

const seconds = z.int().check(z.nonnegative());

/** The figures of one line, from its ledger transaction. */
const figures = {
  /** What the fan paid (negative when taken back), currency units. */
  gross: z.number(),
  /** The platform's fee of it (PLATFORM_FEE_BPS, rounded down). */
  fee: z.number(),
  /** What the payment provider took (PAYMENT_COST_BPS and PAYMENT_COST_FIXED; 0 unless configured). */
  payment_cost: z.number(),
  /** What the creator's balance changed by: gross − fee − payment_cost. */
  net: z.number(),
  /** When the ledger line was written, Unix seconds. */
  created_ts: seconds,
  /** The same instant, ISO 8601 UTC. */
  created_at: z.string(),
};

/** One line of a creator's sales (`user/getSaleList`): a payment, or its refund or chargeback. */
export const saleSchema = z.object({
  /** The ledger line's id (unique among lines). */
  id: z.int().check(z.positive()),
  /** `sale`, or `refund` / `chargeback`: the sale taken back, a line of its own with negative figures. */
  entry: z.enum(SALE_ENTRY_TYPES),
  /** What was sold: `subscription`, `renewal`, `post`, `tip` or `message` (ORDER_KINDS). */
  kind: z.enum(ORDER_KINDS),
  /** The plan's name, the post's title as sold; for a tip, the creator's own name as it was then. */
  item_name: z.string(),
  /** The order's public id (`ord_…`), as the fan's history and the provider name it. */
  order_id: z.string(),
  /** The order's status now: `paid`, or `refunded` / `disputed` once taken back. */
  status: z.enum(ORDER_STATUSES),
  ...figures,
});
export type Sale = z.infer<typeof saleSchema>;

/** One line of a monthly statement (`user/getStatement`): every change of the creator's balance. */
export const statementEntrySchema = z.object({
  /** The ledger line's id. */
  id: z.int().check(z.positive()),
  /** `sale`, `refund`, `chargeback`, `withdrawal` (a payout requested) or `withdrawal_returned` (a failed payout). */
  entry: z.enum(BALANCE_ENTRY_TYPES),
  /** What was sold (ORDER_KINDS); null for a withdrawal. */
  kind: z.nullable(z.enum(ORDER_KINDS)),
  /** What was sold, as on the sale ('' for a withdrawal). */
  item_name: z.string(),
  /** The order's public id ('' for a withdrawal). */
  order_id: z.string(),
  /** The withdrawal's id (null for a sale). */
  withdrawal_id: z.nullable(z.int().check(z.positive())),
  ...figures,
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** Sums of a statement's lines, currency units. */
export const statementTotalsSchema = z.object({
  gross: z.number(),
  fee: z.number(),
  payment_cost: z.number(),
  /** The balance's change over the month: closing_balance − opening_balance. */
  net: z.number(),
});

/** A creator's monthly statement: the balance at the month's start, every entry, the balance at its end. */
export const statementSchema = z.object({
  /** As asked, `YYYY-MM` (UTC). */
  month: z.string(),
  /** The balance at the month's first instant (UTC), currency units. */
  opening_balance: z.number(),
  /** The balance at the next month's first instant (or now, for the month under way). */
  closing_balance: z.number(),
  totals: statementTotalsSchema,
  /** Oldest first. */
  list: z.array(statementEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;
