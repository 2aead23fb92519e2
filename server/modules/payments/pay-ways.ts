/**
 * The pay ways (spec §3 "Pay way", §5): one per payment type, each with its own id and the
 * amounts it takes. 78 (credit card) is the default and takes every price a plan (1 to 999) or a
 * post (up to 90) can have; the others are narrower, so some prices fall outside some ways and
 * the payment dialog shows those inactive (payment.error.amountRange). The sandbox serves them all;
 * another provider serves those of its `paymentTypes` (Stripe: docs/decisions.md, "Stripe").
 */
import type { PayWay } from '../../../src/contract/entities-money.ts';
import { DEFAULT_PAY_TYPE_ID, PAYMENT_TYPE } from '../../../src/contract/enums.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import type { MessageId } from '../../i18n/messages.ts';

export interface PayWayConfig {
  payTypeId: number;
  paymentType: PayWay['payment_type'];
  minCents: number;
  maxCents: number;
  /** The way's name in server messages (the sandbox's page, the range error). */
  nameId: MessageId;
}

/** In the order the dialog's tabs show them: the default first. */
export const PAY_WAYS: readonly PayWayConfig[] = [
  {
    payTypeId: DEFAULT_PAY_TYPE_ID,
    paymentType: PAYMENT_TYPE.CREDIT_CARD,
    minCents: 100,
    maxCents: 99_900,
    nameId: 'payment.type.creditCard',
  },
  {
    payTypeId: 72,
    paymentType: PAYMENT_TYPE.ALI_PAY,
    minCents: 100,
    maxCents: 50_000,
    nameId: 'payment.type.aliPay',
  },
  {
    payTypeId: 73,
    paymentType: PAYMENT_TYPE.LINE_PAY,
    minCents: 100,
    maxCents: 30_000,
    nameId: 'payment.type.linePay',
  },
  {
    payTypeId: 74,
    paymentType: PAYMENT_TYPE.PAYPAL,
    minCents: 200,
    maxCents: 99_900,
    nameId: 'payment.type.paypal',
  },
  {
    payTypeId: 75,
    paymentType: PAYMENT_TYPE.UNION_PAY,
    minCents: 1_000,
    maxCents: 99_900,
    nameId: 'payment.type.unionPay',
  },
  {
    payTypeId: 76,
    paymentType: PAYMENT_TYPE.USDT,
    minCents: 2_000,
    maxCents: 99_900,
    nameId: 'payment.type.usdt',
  },
  {
    payTypeId: 77,
    paymentType: PAYMENT_TYPE.OTHER,
    minCents: 500,
    maxCents: 20_000,
    nameId: 'payment.type.other',
  },
];

const BY_ID = new Map(PAY_WAYS.map((way) => [way.payTypeId, way]));

/** The pay way with this id, or undefined ("Payment Type Error"). */
export function payWayOf(payTypeId: number): PayWayConfig | undefined {
  return BY_ID.get(payTypeId);
}

/** The ways a provider takes, in the tabs' order (`home/getPayTypeWithId`). */
export function payWaysOf(provider: { paymentTypes: ReadonlySet<number> }): PayWayConfig[] {
  return PAY_WAYS.filter((way) => provider.paymentTypes.has(way.paymentType));
}

/** The pay way with this id if the provider takes it, or undefined ("Payment Type Error"). */
export function offeredPayWayOf(
  provider: { paymentTypes: ReadonlySet<number> },
  payTypeId: number,
): PayWayConfig | undefined {
  const way = BY_ID.get(payTypeId);
  return way && provider.paymentTypes.has(way.paymentType) ? way : undefined;
}

/** The pay way of a payment type the sandbox page shows (by PAYMENT_TYPE). */
export function payWayOfType(paymentType: number): PayWayConfig | undefined {
  return PAY_WAYS.find((way) => way.paymentType === paymentType);
}

/** The wire shape of `home/getPayTypeWithId`. */
export function toWirePayWay(way: PayWayConfig): PayWay {
  return {
    payment_type: way.paymentType,
    pay_type_id: way.payTypeId,
    min_money: centsToAmount(way.minCents),
    max_money: centsToAmount(way.maxCents),
  };
}
