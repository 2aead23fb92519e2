import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatPrice, formatVideoTime, videoTimeDuration } from './format.ts';

const intl = createIntl({ locale: 'en', messages: {} });

describe('formatCompactCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [15_300_000, '15.3M'],
    [1_000_000_000, '1B'],
    [1_000_000_000_000, '1T'],
  ])('shows %d as %s', (count, expected) => {
    expect(formatCompactCount(intl, count)).toBe(expected);
  });

  it('rounds down, so 1 999 never reads as 2K', () => {
    expect(formatCompactCount(intl, 1999)).toBe('1.9K');
  });

  it('keeps the K/M/B/T letters and uses the locale digits', () => {
    expect(formatCompactCount(createIntl({ locale: 'de', messages: {} }), 1234)).toBe('1,2K');
  });
});

describe('formatPrice', () => {
  it('isolates an amount left to right in Arabic, so the currency stays beside its number', () => {
    const arabic = formatPrice(createIntl({ locale: 'ar', messages: {} }), 296.37);
    expect(arabic.startsWith('\u2066')).toBe(true);
    expect(arabic.endsWith('\u2069')).toBe(true);
    expect(arabic).toMatch(/296[.,٫]37/);
    expect(formatPrice(intl, 296.37)).toBe('$296.37');
  });

  it('shows whole prices of 100 or more without decimals', () => {
    expect(formatPrice(intl, 100)).toBe('$100');
    expect(formatPrice(intl, 120)).toBe('$120');
    expect(formatPrice(intl, 999)).toBe('$999');
  });

  it('shows prices under 100 with two decimals, whole or not', () => {
    expect(formatPrice(intl, 99)).toBe('$99.00');
    expect(formatPrice(intl, 5)).toBe('$5.00');
    expect(formatPrice(intl, 4.99)).toBe('$4.99');
  });

  it('keeps the cents of a price of 100 or more that has them', () => {
    expect(formatPrice(intl, 120.5)).toBe('$120.50');
    expect(formatPrice(intl, 999.99)).toBe('$999.99');
  });

  it('writes a large balance the same way', () => {
    expect(formatPrice(intl, 1250)).toBe('$1,250');
    expect(formatPrice(intl, 1250.4)).toBe('$1,250.40');
  });
});

describe('formatVideoTime', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59.9, '00:59'],
    [60, '01:00'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36_000, '10:00:00'],
  ])('shows %d s as %s', (seconds, expected) => {
    expect(formatVideoTime(seconds)).toBe(expected);
  });

  it('reads bad input as 00:00', () => {
    expect(formatVideoTime(-3)).toBe('00:00');
    expect(formatVideoTime(Number.NaN)).toBe('00:00');
  });

  it('gives the ISO duration for <time dateTime>', () => {
    expect(videoTimeDuration(3725)).toBe('PT1H2M5S');
  });
});
