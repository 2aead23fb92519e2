/**
 * Rules of the date and time picker (product spec section 5): time as HH:MM with hours under
 * 24 and minutes under 60; years from 2023 to the current year.
 */

export const FIRST_YEAR = 2023;

export interface TimeOfDay {
  hours: number;
  minutes: number;
}

/** The selectable years, 2023 up to the year of `now`, oldest first. */
export function selectableYears(now: Date): number[] {
  const last = Math.max(FIRST_YEAR, now.getFullYear());
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index);
}

/** Days in a month (month 1–12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/** Reads "HH:MM" (two digits each); null unless hours are under 24 and minutes under 60. */
export function parseTime(text: string): TimeOfDay | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours >= 24 || minutes >= 60) return null;
  return { hours, minutes };
}

/** "HH:MM" of a time, zero-padded. */
export function formatTime({ hours, minutes }: TimeOfDay): string {
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * Shapes typed text into "HH:MM" as the user goes: digits only, a colon after the hours, at
 * most 4 digits, so "930" reads "93:0" until corrected and "0930" reads "09:30".
 */
export function maskTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** The local date-time of the parts, with the day clamped to the month's length. */
export function combineDateTime(year: number, month: number, day: number, time: TimeOfDay): Date {
  const safeDay = Math.min(day, daysInMonth(year, month));
  return new Date(year, month - 1, safeDay, time.hours, time.minutes);
}
