/**
 * Which pay ways the payment dialog offers (spec §2, §5, §9): every way only in the languages of
 * app/config's `multi_payment_lang`, otherwise the default way (78, credit card) alone; a way
 * whose min and max leave out the amount is shown inactive; the default way is chosen first when
 * it can pay, else the first way that can.
 */
import type { PayWay } from '../../contract/entities-money.ts';
import { DEFAULT_PAY_TYPE_ID, PAYMENT_TYPE } from '../../contract/enums.ts';
import { isAmountInPayWay } from '../../contract/rules/money-rules.ts';

export type PaymentTypeCode = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

/** A pay way as the dialog shows it. */
export interface OfferedPayWay {
  way: PayWay;
  /** False when the amount is outside the way's min and max. */
  active: boolean;
}

const KNOWN_TYPES: ReadonlySet<number> = new Set(Object.values(PAYMENT_TYPE));

/** True for a payment type of the spec (0 to 6); anything else is 'Payment Type Error'. */
export function isKnownPaymentType(type: number): type is PaymentTypeCode {
  return KNOWN_TYPES.has(type);
}

/** Whether `locale` sees every way: its code (or its language, `zh-cn` → `zh`) is listed. */
export function seesEveryPayWay(locale: string, multiPaymentLang: readonly string[]): boolean {
  const wanted = multiPaymentLang.map((code) => code.toLowerCase());
  const lower = locale.toLowerCase();
  return wanted.includes(lower) || wanted.includes(lower.split('-')[0]!);
}

/** The ways offered for `amount` in `locale`, in the server's order. */
export function offeredPayWays(input: {
  ways: readonly PayWay[];
  defaultId: number;
  amount: number;
  locale: string;
  multiPaymentLang: readonly string[];
}): OfferedPayWay[] {
  const defaultId = input.defaultId || DEFAULT_PAY_TYPE_ID;
  const shown = seesEveryPayWay(input.locale, input.multiPaymentLang)
    ? input.ways
    : input.ways.filter((way) => way.pay_type_id === defaultId);
  return shown.map((way) => ({ way, active: isAmountInPayWay(input.amount, way) }));
}

/** The way chosen when the dialog opens: the default if it can pay, else the first that can. */
export function initialPayWayId(offered: readonly OfferedPayWay[], defaultId: number): number | null {
  const usable = offered.filter((entry) => entry.active);
  const preferred = usable.find((entry) => entry.way.pay_type_id === (defaultId || DEFAULT_PAY_TYPE_ID));
  return (preferred ?? usable[0])?.way.pay_type_id ?? null;
}
