/**
 * Dates of money records (orders, withdrawals, subscription ends): the date and the time to the
 * minute, in the reader's locale. Spec §9 trims a transaction's date to 16 characters
 * ("2026-01-15 12:00"): the same precision, written the way each language writes dates.
 */
export const TO_THE_MINUTE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A day without its time (a subscription's end, a stats range). */
export const DAY_ONLY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
