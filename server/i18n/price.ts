/**
 * An amount of money in a caller's language as the app shows it (src/i18n/format.ts), for the
 * texts the server formats from the app's catalogue with amounts the app passes as words
 * (payment.error.amountRange): the same "$20.00" / "$999" on the pay-way tabs and in the refusal.
 */
import { formatPrice } from '../../src/i18n/format.ts';
import { resolveLocale } from '../../src/i18n/locale-resolution.ts';
import { intlTagOf } from './messages.ts';

/** `amount` (a price, not cents) formatted for `locale`; an unknown locale formats as English. */
export function priceText(locale: string, amount: number): string {
  const tag = intlTagOf(resolveLocale(locale));
  return formatPrice(
    {
      locale: tag,
      formatNumber: (value, options) =>
        new Intl.NumberFormat(tag, options as Intl.NumberFormatOptions).format(value as number),
    },
    amount,
  );
}
