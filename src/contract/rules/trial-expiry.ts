/**
 * A trial link's last day as the creator picks it (docs/decisions/trials.md): the link takes claims
 * until the end of that day in the creator's own time zone, which must be ahead of now and at most
 * TRIAL_EXPIRY_MAX_DAYS away; the server checks the same range on its clock.
 */
import { TRIAL_EXPIRY_MAX_DAYS } from './trial-link-limits.ts';

const DAY_MS = 24 * 3600_000;

/** The end (23:59:59.999, local time) of the day `date` (YYYY-MM-DD); an invalid date gives NaN. */
export function trialExpiryOf(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, (month ?? 1) - 1, day, 23, 59, 59, 999);
}

/** Whether a link ending at `expiry` may be made at `now`. */
export function isTrialExpiryInRange(expiry: Date, now: Date): boolean {
  const at = expiry.getTime();
  return at > now.getTime() && at <= now.getTime() + TRIAL_EXPIRY_MAX_DAYS * DAY_MS;
}

/** A date input's value (YYYY-MM-DD, local) `days` after `now`. */
export function localDateAfter(now: Date, days: number): string {
  const at = new Date(now.getTime() + days * DAY_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
