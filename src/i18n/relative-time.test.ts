import { describe, expect, it } from 'vitest';
import { relativeTimeParts } from './relative-time.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
// Local wall-clock times, so the calendar-day rules hold in any time zone the tests run in.
const NOW = new Date(2024, 5, 15, 14, 30).getTime();

describe('relativeTimeParts', () => {
  it('says "just now" under a minute (59 s)', () => {
    expect(relativeTimeParts(NOW - 59 * SECOND, NOW)).toEqual({ kind: 'justNow' });
    expect(relativeTimeParts(NOW, NOW)).toEqual({ kind: 'justNow' });
  });

  it('treats a moment in the future (clock skew) as just now', () => {
    expect(relativeTimeParts(NOW + 5 * MINUTE, NOW)).toEqual({ kind: 'justNow' });
  });

  it('counts minutes from 60 s up to 59 min', () => {
    expect(relativeTimeParts(NOW - 60 * SECOND, NOW)).toEqual({ kind: 'minutes', count: 1 });
    expect(relativeTimeParts(NOW - 59 * MINUTE - 59 * SECOND, NOW)).toEqual({ kind: 'minutes', count: 59 });
  });

  it('counts hours from 60 min up to 23 h', () => {
    expect(relativeTimeParts(NOW - 60 * MINUTE, NOW)).toEqual({ kind: 'hours', count: 1 });
    expect(relativeTimeParts(NOW - 23 * HOUR - 59 * MINUTE, NOW)).toEqual({ kind: 'hours', count: 23 });
  });

  it('keeps hours across midnight while under 24 h', () => {
    const justAfterMidnight = new Date(2024, 5, 15, 0, 30).getTime();
    const lateYesterday = new Date(2024, 5, 14, 22, 0).getTime();
    expect(relativeTimeParts(lateYesterday, justAfterMidnight)).toEqual({ kind: 'hours', count: 2 });
  });

  it('says "yesterday" at 24 h or more when it was the previous calendar day', () => {
    expect(relativeTimeParts(NOW - 24 * HOUR, NOW)).toEqual({ kind: 'yesterday' });
    const earlyYesterday = new Date(2024, 5, 14, 0, 1).getTime();
    expect(relativeTimeParts(earlyYesterday, NOW)).toEqual({ kind: 'yesterday' });
  });

  it('gives the date once it is two calendar days back, even under 48 h (across midnight)', () => {
    const justAfterMidnight = new Date(2024, 5, 15, 0, 30).getTime();
    const twoDaysBackLate = new Date(2024, 5, 13, 23, 0).getTime();
    expect(relativeTimeParts(twoDaysBackLate, justAfterMidnight)).toEqual({ kind: 'date', withYear: false });
  });

  it('gives month-day in the same year', () => {
    expect(relativeTimeParts(new Date(2024, 0, 1, 9, 0).getTime(), NOW)).toEqual({
      kind: 'date',
      withYear: false,
    });
  });

  it('gives year-month-day for a previous year, even a few days back', () => {
    const newYear = new Date(2025, 0, 2, 10, 0).getTime();
    expect(relativeTimeParts(new Date(2024, 11, 31, 9, 0).getTime(), newYear)).toEqual({
      kind: 'date',
      withYear: true,
    });
    expect(relativeTimeParts(new Date(2020, 5, 15).getTime(), NOW)).toEqual({ kind: 'date', withYear: true });
  });

  it('says "yesterday" on 1 January for 31 December', () => {
    const newYearsDay = new Date(2025, 0, 1, 10, 0).getTime();
    expect(relativeTimeParts(new Date(2024, 11, 31, 9, 0).getTime(), newYearsDay)).toEqual({
      kind: 'yesterday',
    });
  });
});
