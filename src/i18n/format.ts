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

/** Unicode's left-to-right isolate and its end (invisible). */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

/**
 * An amount of money as the spec shows it (§5, §9), every price, balance and amount of the app
 * alike: a whole amount of 100 or more without decimals ("$120"), anything else with two
 * ("$4.99", "$5.00", "$120.50"). Amounts with cents keep them, so a buyer always sees what they pay.
 * In a right-to-left language the amount is a left-to-right isolate, so it reads as one unit
 * ("296.37 US$") inside Arabic text; without it the dollar sign went to the far side ("$US 296.37").
 */
export function formatPrice(intl: Pick<IntlShape, 'formatNumber' | 'locale'>, price: number): string {
  const whole = Number.isInteger(price) && price >= 100;
  const amount = intl.formatNumber(price, {
    style: 'currency',
    currency: PRICE_CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return /^ar\b/i.test(intl.locale) ? `${LTR_ISOLATE}${amount}${POP_ISOLATE}` : amount;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A video length as mm:ss (65 → "01:05"), with hours as h:mm:ss (3 725 → "1:02:05"). Partial
 * seconds are dropped, so a clip never reads longer than it plays; bad input reads "00:00".
 */
export function formatVideoTime(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}`
    : `${twoDigits(minutes)}:${twoDigits(rest)}`;
}

/** The same length as an ISO 8601 duration for `<time dateTime>` (65 → "PT1M5S"). */
export function videoTimeDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `PT${Math.floor(total / 3600)}H${Math.floor((total % 3600) / 60)}M${total % 60}S`;
}
