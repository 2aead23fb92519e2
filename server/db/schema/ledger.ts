/** The ledger: creators' payout requests and the double-entry lines every money movement writes (docs/decisions.md, "Money"). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './payments.ts';

/** A creator's payout request: 0 pending, 1 passed, 2 completed, 3 failed (WITHDRAWAL_STATUS). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    status: smallint('status').notNull().default(0),
    /** Why it failed, shown to the creator ('' otherwise). */
    reason: text('reason').notNull().default(''),
    /** The payment provider's or bank's reference of the payout, when finance completed it. */
    payoutReference: text('payout_reference').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdrawals_creator_idx').on(t.creatorId, t.createdAt)],
);

/**
 * The double-entry ledger: every transaction's lines sum to zero. Accounts (ledger-accounts.ts):
 * provider_cash (asset, positive), platform_revenue, creator_payable, creator_payouts and payment_costs
 * (credits, negative); a creator's balance is minus the sum of their creator_payable lines.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    /** The lines written together share it. */
    transactionId: uuid('transaction_id').notNull(),
    /** payment, reversal (refund or chargeback), withdrawal_request, withdrawal_complete, withdrawal_fail. */
    kind: text('kind').notNull(),
    account: text('account').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Signed cents: debits positive, credits negative. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    withdrawalId: integer('withdrawal_id').references((): AnyPgColumn => withdrawals.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.account, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // The console's money view reads a period of entries (issue 23).
    index('ledger_entries_created_idx').on(t.createdAt),
    // Exactly once, whatever repeats: one payment and one reversal per order and account, one
    // move of each kind per withdrawal and account.
    uniqueIndex('ledger_entries_order_once_idx')
      .on(t.orderId, t.kind, t.account)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('ledger_entries_withdrawal_once_idx')
      .on(t.withdrawalId, t.kind, t.account)
      .where(sql`${t.withdrawalId} is not null`),
  ],
);
