import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { PAYMENT_TYPE } from '../../../contract/enums.ts';
import { formatPrice } from '../../../i18n/format.ts';

const messages = defineMessages({
  creditCard: { id: 'payment.type.creditCard', defaultMessage: 'Credit card' },
  aliPay: { id: 'payment.type.aliPay', defaultMessage: 'Alipay' },
  linePay: { id: 'payment.type.linePay', defaultMessage: 'LINE Pay' },
  paypal: { id: 'payment.type.paypal', defaultMessage: 'PayPal' },
  unionPay: { id: 'payment.type.unionPay', defaultMessage: 'UnionPay' },
  usdt: { id: 'payment.type.usdt', defaultMessage: 'USDT' },
  other: { id: 'payment.type.other', defaultMessage: 'Other' },
  amountRange: defineMessage<{ name: string; min: string; max: string }>({
    id: 'payment.error.amountRange',
    defaultMessage: '{name} takes payments from {min} to {max}.',
  }),
});

const NAMES = {
  [PAYMENT_TYPE.CREDIT_CARD]: messages.creditCard,
  [PAYMENT_TYPE.ALI_PAY]: messages.aliPay,
  [PAYMENT_TYPE.LINE_PAY]: messages.linePay,
  [PAYMENT_TYPE.PAYPAL]: messages.paypal,
  [PAYMENT_TYPE.UNION_PAY]: messages.unionPay,
  [PAYMENT_TYPE.USDT]: messages.usdt,
  [PAYMENT_TYPE.OTHER]: messages.other,
} as const;

/** A pay way's name in the current language (payment.type.*); an unknown type reads "Other". */
export function usePayTypeName() {
  const intl = useIntl();
  return (type: number) => intl.formatMessage(NAMES[type as keyof typeof NAMES] ?? messages.other);
}

/** Spec §5 payment.error.amountRange: the way's name, its minimum and maximum. */
export function usePayWayRangeText() {
  const intl = useIntl();
  const nameOf = usePayTypeName();
  return (way: { payment_type: number; min_money: number; max_money: number }) =>
    intl.formatMessage(messages.amountRange, {
      name: nameOf(way.payment_type),
      min: formatPrice(intl, way.min_money),
      max: formatPrice(intl, way.max_money),
    });
}
