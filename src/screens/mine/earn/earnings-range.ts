/**
 * The range mine-earn shows (spec §2: the last 7 days unless another is chosen), as whole days
 * in the reader's time zone: `from` and `to` are local midnights, both days included. The calls
 * take seconds with the end excluded, so the request ends at the midnight after `to`.
 */
import { EARNINGS_DEFAULT_RANGE_DAYS } from '../../../contract/rules/money-rules.ts';
import type { StatsRange } from '../../../api/earnings-keys.ts';

/** The longest range the stats calls accept (user-get-user-statistic.ts), in days. */
export const EARNINGS_MAX_RANGE_DAYS = 366;

export interface DayRange {
  from: Date;
  to: Date;
}

/** Local midnight of `date`'s day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The local midnight `days` days after `date`'s (calendar days, so a DST change is no matter). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The last 7 days: today and the 6 before it. */
export function defaultEarningsRange(now: Date): DayRange {
  const to = startOfDay(now);
  return { from: addDays(to, -(EARNINGS_DEFAULT_RANGE_DAYS - 1)), to };
}

/** How many days a range covers, both ends included. */
export function daysIn(range: DayRange): number {
  return Math.round((addDays(range.to, 1).getTime() - startOfDay(range.from).getTime()) / 86_400_000);
}

/** Why a chosen range cannot be asked for: its start after its end, or longer than 366 days. */
export function rangeProblem(range: DayRange): 'order' | 'tooLong' | null {
  if (startOfDay(range.from) > startOfDay(range.to)) return 'order';
  if (daysIn(range) > EARNINGS_MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** The request's range in seconds: from `from`'s midnight to the midnight after `to` (excluded). */
export function statsRangeOf(range: DayRange): StatsRange {
  return {
    start_time: Math.floor(startOfDay(range.from).getTime() / 1000),
    end_time: Math.floor(addDays(range.to, 1).getTime() / 1000),
  };
}
