/** Formatting helpers the spec names: compact counts (K, M, B, T) and prices. */
import type { IntlShape } from 'react-intl';

const COMPACT_UNITS = [
  { value: 1e12, suffix: 'T' },
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
] as const;

/**
 * 999 → "999", 1 234 → "1.2K", 15 300 000 → "15.3M". The spec fixes the K/M/B/T letters for
 * every language; the digits and decimal mark follow the locale.
 */
export function formatCompactCount(intl: Pick<IntlShape, 'formatNumber'>, count: number): string {
  const safe = Math.max(0, Math.floor(count));
  for (const unit of COMPACT_UNITS) {
    if (safe >= unit.value) {
      const scaled = Math.floor((safe / unit.value) * 10) / 10;
      return `${intl.formatNumber(scaled, { maximumFractionDigits: 1 })}${unit.suffix}`;
    }
  }
  return intl.formatNumber(safe);
}

/** The currency prices are set in. */
export const PRICE_CURRENCY = 'USD';

/** A price in currency units, e.g. 4.99 → "$4.99". */
export function formatPrice(intl: Pick<IntlShape, 'formatNumber'>, price: number): string {
  return intl.formatNumber(price, { style: 'currency', currency: PRICE_CURRENCY });
}
