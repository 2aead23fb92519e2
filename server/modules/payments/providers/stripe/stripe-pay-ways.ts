/**
 * Which pay ways Stripe serves, and how its Checkout shows each (docs/decisions.md, "Stripe"):
 * the credit card and UnionPay (a UnionPay card is a card to Stripe) take cards; Alipay and PayPal
 * are Stripe payment methods of their own; "other" offers whatever the account has turned on in
 * its Dashboard (Stripe's dynamic payment methods). LINE Pay and USDT are not Stripe methods
 * (Stripe's stablecoin payments take USDC, not USDT), so those ways are not offered.
 */
import { PAYMENT_TYPE } from '../../../../../src/contract/enums.ts';

/** A way's Checkout payment methods; 'dashboard' leaves the choice to the account's settings. */
export type StripeMethods = readonly string[] | 'dashboard';

const METHODS: ReadonlyMap<number, StripeMethods> = new Map<number, StripeMethods>([
  [PAYMENT_TYPE.CREDIT_CARD, ['card']],
  [PAYMENT_TYPE.UNION_PAY, ['card']],
  [PAYMENT_TYPE.ALI_PAY, ['alipay']],
  [PAYMENT_TYPE.PAYPAL, ['paypal']],
  [PAYMENT_TYPE.OTHER, 'dashboard'],
]);

/** The payment types (PAYMENT_TYPE) Stripe takes. */
export const STRIPE_PAYMENT_TYPES: ReadonlySet<number> = new Set(METHODS.keys());

/** Checkout's payment methods for a way Stripe takes (the credit card's for any other). */
export function stripeMethodsOf(paymentType: number): StripeMethods {
  return METHODS.get(paymentType) ?? ['card'];
}

/** Checkout's language for one of ours ('auto': Stripe follows the browser, for Arabic). */
const LOCALES: Readonly<Record<string, string>> = {
  de: 'de',
  en: 'en',
  es: 'es',
  fr: 'fr',
  hi: 'hi-IN',
  id: 'id',
  ja: 'ja',
  ko: 'ko',
  pt: 'pt',
  ru: 'ru',
  th: 'th',
  vi: 'vi',
  'zh-cn': 'zh',
  'zh-tw': 'zh-TW',
};

export function stripeLocaleOf(locale: string): string {
  return LOCALES[locale] ?? 'auto';
}
