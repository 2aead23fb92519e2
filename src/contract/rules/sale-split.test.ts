import { describe, expect, it } from 'vitest';
import { NO_SALE_COSTS, splitSale } from './sale-split.ts';

describe('how a payment splits', () => {
  it('takes nothing by default', () => {
    expect(splitSale(999, NO_SALE_COSTS)).toEqual({ gross: 999, fee: 0, cost: 0, net: 999 });
  });

  it('rounds the fee and the cost’s percentage down, and adds the fixed part whole', () => {
    // 9.99 at 10 % and 2.9 % + 0.30: fee 0.999 → 0.99, cost 0.289 → 0.28 + 0.30.
    expect(splitSale(999, { feeBps: 1000, costBps: 290, costFixedCents: 30 })).toEqual({
      gross: 999,
      fee: 99,
      cost: 58,
      net: 842,
    });
  });

  it('never takes more than the gross: the cost stops at what the fee leaves', () => {
    expect(splitSale(100, { feeBps: 10_000, costBps: 0, costFixedCents: 30 })).toEqual({
      gross: 100,
      fee: 100,
      cost: 0,
      net: 0,
    });
    expect(splitSale(20, { feeBps: 0, costBps: 290, costFixedCents: 30 }).net).toBe(0);
  });

  it('keeps gross = fee + cost + net for every amount', () => {
    const rates = { feeBps: 2000, costBps: 290, costFixedCents: 30 };
    for (let gross = 1; gross <= 20_000; gross += 37) {
      const split = splitSale(gross, rates);
      expect(split.fee + split.cost + split.net).toBe(gross);
      expect(split.net).toBeGreaterThanOrEqual(0);
    }
  });
});
