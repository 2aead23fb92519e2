/**
 * Rules of the date and time picker (product spec section 5): time as HH:MM with hours under
 * 24 and minutes under 60 (react-aria's time field in 24-hour cycle holds them); years from
 * 2023 to the current year.
 */
import { CalendarDate } from '@internationalized/date';

export const FIRST_YEAR = 2023;

export interface TimeOfDay {
  hours: number;
  minutes: number;
}

/**
 * The selectable years, 2023 up to the year of `now` (or of `latest`, a schedule's horizon, when it
 * is later), oldest first.
 */
export function selectableYears(now: Date, latest?: Date): number[] {
  const last = Math.max(FIRST_YEAR, now.getFullYear(), latest?.getFullYear() ?? 0);
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index);
}

/** The first and last selectable days: 1 January 2023 to 31 December of the last selectable year. */
export function selectableRange(
  now: Date,
  latest?: Date,
): { minValue: CalendarDate; maxValue: CalendarDate } {
  const years = selectableYears(now, latest);
  return {
    minValue: new CalendarDate(years[0] as number, 1, 1),
    maxValue: new CalendarDate(years.at(-1) as number, 12, 31),
  };
}

/** Days in a month (month 1–12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/** The local date-time of the parts, with the day clamped to the month's length. */
export function combineDateTime(year: number, month: number, day: number, time: TimeOfDay): Date {
  const safeDay = Math.min(day, daysInMonth(year, month));
  return new Date(year, month - 1, safeDay, time.hours, time.minutes);
}
