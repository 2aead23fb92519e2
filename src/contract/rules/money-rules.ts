/**
 * The money rules the app and the server share (spec §4, §5, §9): amounts on the wire are currency
 * units with at most two decimals; the server keeps integer minor units (cents).
 */

/** Spec §5: a withdrawal asks for at least 100 (currency units). */
export const WITHDRAWAL_MIN = 100;
/** Spec §9: a fan keeps at most 5 saved cards (the card-limit alert past it). */
export const SAVED_CARDS_MAX = 5;
/** Spec §4, §9: a pending order's status is polled every 5 s ... */
export const PAYMENT_POLL_INTERVAL_MS = 5000;
/** ... for at most 300000 ms, then the app says "payment procedure time out". */
export const PAYMENT_POLL_TIMEOUT_MS = 300_000;
/**
 * A saved card's order is settled within a second or so (the provider's event reaches the server
 * as the charge commits): its first checks come after 0.5, 0.5, 1 and 2 s, each counted from the
 * answer before, and then every 5 s like any order (issue 22: Pay to success within 2 s).
 */
export const CARD_PAYMENT_FIRST_CHECKS_MS: readonly number[] = [500, 500, 1000, 2000];
/** Spec §4: after a failure the dialog closes and the failure callback runs 1.5 s later. */
export const PAYMENT_FAILURE_CALLBACK_MS = 1500;
/** Spec §7, §9: a card setup is polled every 0.5 s, about 10 times. */
export const CARD_SETUP_POLL_MS = 500;
export const CARD_SETUP_POLL_TRIES = 10;
/** Spec §9: transaction dates are shown trimmed to 16 characters ("2026-11-27 07:09"). */
export const TRANSACTION_DATE_LENGTH = 16;
/** Spec §2: mine-earn shows the last 7 days unless another range is chosen. */
export const EARNINGS_DEFAULT_RANGE_DAYS = 7;
/** An idempotency key the app makes per payment attempt (a uuid fits). */
export const CLIENT_KEY_MIN_LENGTH = 8;
export const CLIENT_KEY_MAX_LENGTH = 64;

/** A plain decimal with at most two decimals: "1", "4.5", "999.00"; never "1.005" or "1e3". */
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/**
 * The largest amount of money one request may name: 2,147,483,647 cents, what the `integer` cents
 * columns of orders and ledger lines hold. A larger amount is refused as the caller's mistake
 * rather than failing in the database.
 */
export const MONEY_AMOUNT_MAX = 21_474_836.47;

/**
 * True for an amount of money as the wire carries it: positive, finite, at most two decimals, at
 * most MONEY_AMOUNT_MAX.
 */
export function isMoneyAmount(amount: number): boolean {
  return (
    Number.isFinite(amount) && amount > 0 && amount <= MONEY_AMOUNT_MAX && TWO_DECIMALS.test(String(amount))
  );
}

/** Currency units to integer cents (4.99 -> 499), for an amount `isMoneyAmount` accepts. */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents to currency units (499 -> 4.99), as the wire carries them. */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

/** A pay way's bounds, as `home/getPayTypeWithId` answers them (currency units). */
export interface PayWayRange {
  min_money: number;
  max_money: number;
}

/** Spec §5: an amount outside the chosen pay way's min and max is refused (payment.error.amountRange). */
export function isAmountInPayWay(amount: number, way: PayWayRange): boolean {
  return amount >= way.min_money && amount <= way.max_money;
}

/**
 * Spec §5: a withdrawal is a positive number of at least 100, at most two decimals, and never more
 * than the balance. Answers which rule fails, or null.
 */
export function withdrawalProblem(
  amount: number,
  balance: number,
): 'required' | 'minimum' | 'balance' | null {
  if (!isMoneyAmount(amount)) return 'required';
  if (amount < WITHDRAWAL_MIN) return 'minimum';
  if (amountToCents(amount) > amountToCents(balance)) return 'balance';
  return null;
}
