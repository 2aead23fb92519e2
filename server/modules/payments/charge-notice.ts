/**
 * What a notice of a coming charge says the same way wherever it comes from (a renewal:
 * renewal-reminders.ts; the end of a free trial: trials/trial-notices.ts): the charge's date in the
 * fan's language, and the link that opens the subscription's cancel in the app.
 */
import { subscriptionCancelPath } from '../../../src/contract/notification-paths.ts';
import { TRIAL_NOTICE_DAYS } from '../../../src/contract/rules/trial-link-limits.ts';
import type { Locale } from '../../../src/i18n/locale-resolution.ts';
import { intlTagOf } from '../../i18n/messages.ts';

/** How long before a subscription's end its fan is told of the coming charge: as long as before a trial's. */
export const CHARGE_NOTICE_DAYS = TRIAL_NOTICE_DAYS;

/**
 * The zone a notice's date is written in while the server knows no member's own (it stores
 * none): UTC−11 (American Samoa, Niue), the westernmost inhabited one, where a moment falls on its
 * earliest calendar day. The date named is then never after the day of the charge wherever the fan
 * lives, so "cancel before then" is always in time (docs/decisions/trials.md, "The date in the mail").
 */
const NOTICE_TIME_ZONE = 'Pacific/Pago_Pago';

/** A coming charge's moment as a notice words it: a date only, no time, in the fan's language. */
export function chargeDateText(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(intlTagOf(locale), { dateStyle: 'long', timeZone: NOTICE_TIME_ZONE }).format(
    at,
  );
}

/** The app's address that opens the subscription's cancel, one confirm away, in the fan's language. */
export function cancelLinkOf(publicUrl: string, locale: Locale, subscriptionId: number): string {
  return `${publicUrl}/${locale}${subscriptionCancelPath(subscriptionId)}`;
}
