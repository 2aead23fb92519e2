/**
 * How one payment splits (docs/decisions/fee-breakdown.md): the platform's fee and the payment
 * cost come out of the gross, the creator receives the rest. The server writes the ledger with it
 * and the app shows "You receive …" with it, so the two never disagree.
 */

/** The deployment's rates, as app/config carries them (`fee_bps`, `payment_cost_bps`, `payment_cost_fixed`). */
export interface SaleRates {
  /** The platform's fee, basis points (100 = 1 %). */
  feeBps: number;
  /** The payment cost's share, basis points. */
  costBps: number;
  /** The payment cost's fixed part, cents. */
  costFixedCents: number;
}

/** No fee and no cost: what a deployment charges unless configured otherwise. */
export const NO_SALE_COSTS: SaleRates = { feeBps: 0, costBps: 0, costFixedCents: 0 };

/** One payment's split, cents: gross = fee + cost + net, always. */
export interface SaleSplit {
  gross: number;
  fee: number;
  cost: number;
  net: number;
}

/**
 * Splits a payment of `grossCents`. Both percentages round down (in the creator's favour); the
 * cost never takes more than the fee left, so the net is never below 0.
 */
export function splitSale(grossCents: number, rates: SaleRates): SaleSplit {
  const fee = Math.floor((grossCents * rates.feeBps) / 10_000);
  const costWanted = Math.floor((grossCents * rates.costBps) / 10_000) + rates.costFixedCents;
  const cost = Math.min(costWanted, grossCents - fee);
  return { gross: grossCents, fee, cost, net: grossCents - fee - cost };
}
