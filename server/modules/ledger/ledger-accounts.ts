/**
 * The ledger's accounts and the lines each money movement writes (docs/decisions.md, "Money").
 * Debits are positive, credits negative; every movement's lines sum to zero. A creator's balance
 * is what the platform owes them: minus the sum of their creator_payable lines.
 */
import { splitSale, type SaleRates } from '../../../src/contract/rules/sale-split.ts';

export const LEDGER_ACCOUNT = {
  /** Money held at the payment provider (an asset: positive). */
  providerCash: 'provider_cash',
  /** The platform's fee income (a credit: negative). */
  platformRevenue: 'platform_revenue',
  /** What the platform owes one creator (a credit: negative); their balance. */
  creatorPayable: 'creator_payable',
  /** Withdrawals requested and not yet paid out or failed (a credit: negative). */
  creatorPayouts: 'creator_payouts',
  /** What the payment provider takes of payments, borne by creators (a credit: negative). */
  paymentCosts: 'payment_costs',
} as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNT)[keyof typeof LEDGER_ACCOUNT];

/** Why lines were written; one of each per order (payment, reversal) or withdrawal, and account. */
export const LEDGER_KIND = {
  payment: 'payment',
  /** A refund or a chargeback: the exact negation of the payment's lines. */
  reversal: 'reversal',
  withdrawalRequest: 'withdrawal_request',
  withdrawalComplete: 'withdrawal_complete',
  withdrawalFail: 'withdrawal_fail',
} as const;
export type LedgerKind = (typeof LEDGER_KIND)[keyof typeof LEDGER_KIND];

export interface LedgerLine {
  account: LedgerAccount;
  /** The creator of a creator account; null for the platform's own accounts. */
  userId: number | null;
  amountCents: number;
}

/** The platform's fee of a payment: `feeBps` basis points of it, rounded down (sale-split.ts). */
export function platformFeeCents(amountCents: number, feeBps: number): number {
  return splitSale(amountCents, { feeBps, costBps: 0, costFixedCents: 0 }).fee;
}

/**
 * A payment: the provider holds the money, the creator is owed it less the platform's fee and the
 * payment cost (sale-split.ts), the platform earns the fee and owes the provider the cost.
 */
export function paymentLines(amountCents: number, rates: SaleRates, creatorId: number | null): LedgerLine[] {
  const { fee, cost, net } = splitSale(amountCents, rates);
  const lines: LedgerLine[] = [
    { account: LEDGER_ACCOUNT.providerCash, userId: null, amountCents },
    { account: LEDGER_ACCOUNT.creatorPayable, userId: creatorId, amountCents: -net },
  ];
  if (fee > 0) lines.push({ account: LEDGER_ACCOUNT.platformRevenue, userId: null, amountCents: -fee });
  if (cost > 0) lines.push({ account: LEDGER_ACCOUNT.paymentCosts, userId: null, amountCents: -cost });
  return lines;
}

/** The exact negation of lines already written (a refund or a chargeback of a payment). */
export function negationOf(lines: readonly LedgerLine[]): LedgerLine[] {
  return lines.map((line) => ({ ...line, amountCents: -line.amountCents }));
}

/** A withdrawal request: the amount leaves the creator's balance for payouts in flight. */
export function withdrawalRequestLines(creatorId: number | null, amountCents: number): LedgerLine[] {
  return [
    { account: LEDGER_ACCOUNT.creatorPayable, userId: creatorId, amountCents },
    { account: LEDGER_ACCOUNT.creatorPayouts, userId: creatorId, amountCents: -amountCents },
  ];
}

/** A withdrawal paid out: it leaves payouts in flight and the provider's cash. */
export function withdrawalCompleteLines(creatorId: number | null, amountCents: number): LedgerLine[] {
  return [
    { account: LEDGER_ACCOUNT.creatorPayouts, userId: creatorId, amountCents },
    { account: LEDGER_ACCOUNT.providerCash, userId: null, amountCents: -amountCents },
  ];
}

/** A withdrawal that failed: the amount goes back to the creator's balance. */
export function withdrawalFailLines(creatorId: number | null, amountCents: number): LedgerLine[] {
  return [
    { account: LEDGER_ACCOUNT.creatorPayouts, userId: creatorId, amountCents },
    { account: LEDGER_ACCOUNT.creatorPayable, userId: creatorId, amountCents: -amountCents },
  ];
}
