import type { IntlShape } from 'react-intl';

/**
 * The day a spending month resets, as the server names it in a refusal: the month is the calendar
 * month in UTC (docs/decisions/spending-caps.md), so the date is read in UTC too, wherever the fan is.
 */
export function resetDateText(intl: Pick<IntlShape, 'formatDate'>, resetsAt: number): string {
  return intl.formatDate(resetsAt, { dateStyle: 'long', timeZone: 'UTC' });
}
