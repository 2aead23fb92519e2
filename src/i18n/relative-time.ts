/**
 * How long ago something happened, in the steps spec §9 names: "just now" under a minute,
 * minutes under an hour, hours under a day, "yesterday", then month-day in the current year
 * and year-month-day before it. Pure so the boundaries can be tested without a clock.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What to say about a moment, before localisation. */
export type RelativeTimeParts =
  | { kind: 'justNow' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'yesterday' }
  /** A calendar date: month-day in the current year, year-month-day otherwise. */
  | { kind: 'date'; withYear: boolean };

/** Days since the epoch of the local calendar day, so a DST shift never splits a day in two. */
function localDayNumber(ms: number): number {
  const date = new Date(ms);
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

/**
 * The step of the relative-time ladder for `thenMs` seen at `nowMs` (both ms since the epoch,
 * calendar days in the runtime's time zone). A moment in the future (clock skew between server
 * and device) reads "just now" rather than a negative count.
 */
export function relativeTimeParts(thenMs: number, nowMs: number): RelativeTimeParts {
  const elapsed = nowMs - thenMs;
  if (elapsed < MINUTE_MS) return { kind: 'justNow' };
  if (elapsed < HOUR_MS) return { kind: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { kind: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  // Past 24 hours the calendar decides: the day before today is "yesterday", older is a date.
  if (localDayNumber(nowMs) - localDayNumber(thenMs) === 1) return { kind: 'yesterday' };
  return {
    kind: 'date',
    withYear: new Date(thenMs).getFullYear() !== new Date(nowMs).getFullYear(),
  };
}
