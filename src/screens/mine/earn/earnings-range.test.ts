import { describe, expect, it } from 'vitest';
import { EARNINGS_DEFAULT_RANGE_DAYS } from '../../../contract/rules/money-rules.ts';
import { daysIn, defaultEarningsRange, rangeProblem, statsRangeOf } from './earnings-range.ts';

const at = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes);

describe('mine-earn range (spec §2: the last 7 days by default)', () => {
  it('defaults to the last 7 days: today and the 6 before it', () => {
    expect(EARNINGS_DEFAULT_RANGE_DAYS).toBe(7);
    const range = defaultEarningsRange(at(2026, 1, 15, 14, 30));
    expect(range).toEqual({ from: at(2026, 1, 9), to: at(2026, 1, 15) });
    expect(daysIn(range)).toBe(7);
  });

  it('crosses a month and a year', () => {
    expect(defaultEarningsRange(at(2026, 1, 3, 9))).toEqual({ from: at(2025, 12, 28), to: at(2026, 1, 3) });
  });

  it('asks from the first midnight to the midnight after the last day, end excluded', () => {
    const request = statsRangeOf({ from: at(2026, 1, 9), to: at(2026, 1, 15) });
    expect(request.start_time).toBe(at(2026, 1, 9).getTime() / 1000);
    expect(request.end_time).toBe(at(2026, 1, 16).getTime() / 1000);
  });

  it('takes a single day', () => {
    const day = { from: at(2026, 1, 15), to: at(2026, 1, 15) };
    expect(rangeProblem(day)).toBeNull();
    expect(daysIn(day)).toBe(1);
  });

  it('refuses a start after the end, and more than 366 days', () => {
    expect(rangeProblem({ from: at(2026, 1, 16), to: at(2026, 1, 15) })).toBe('order');
    expect(rangeProblem({ from: at(2025, 1, 14), to: at(2026, 1, 15) })).toBe('tooLong');
    // 2025-01-15 to 2026-01-15, both included: 366 days, the most the stats calls take.
    expect(daysIn({ from: at(2025, 1, 15), to: at(2026, 1, 15) })).toBe(366);
    expect(rangeProblem({ from: at(2025, 1, 15), to: at(2026, 1, 15) })).toBeNull();
  });
});
