/**
 * Typed, deterministic factories for the money entities (src/contract/entities-money.ts): pay
 * ways, saved cards, card setups, orders and their status. Like factories.ts: no randomness, no
 * clock, so stories and visual snapshots render the same everywhere.
 */
import type { CallResponse } from '../contract/call.ts';
import type { getPayWaysCall } from '../contract/calls/pay-ways.ts';
import type {
  CardSetup,
  OrderCreated,
  OrderStatusAnswer,
  PayWay,
  SavedCard,
} from '../contract/entities-money.ts';
import { DEFAULT_PAY_TYPE_ID, PAYMENT_TYPE } from '../contract/enums.ts';
import { SAVED_CARDS_MAX } from '../contract/rules/money-rules.ts';

export type PayWaysAnswer = CallResponse<typeof getPayWaysCall>;

/** Every payment type of the spec as a pay way, with its own range (the seed's configuration). */
export const MOCK_PAY_WAYS: readonly PayWay[] = [
  { payment_type: PAYMENT_TYPE.CREDIT_CARD, pay_type_id: DEFAULT_PAY_TYPE_ID, min_money: 1, max_money: 999 },
  { payment_type: PAYMENT_TYPE.ALI_PAY, pay_type_id: 79, min_money: 10, max_money: 500 },
  { payment_type: PAYMENT_TYPE.LINE_PAY, pay_type_id: 80, min_money: 1, max_money: 300 },
  { payment_type: PAYMENT_TYPE.PAYPAL, pay_type_id: 81, min_money: 1, max_money: 1000 },
  { payment_type: PAYMENT_TYPE.UNION_PAY, pay_type_id: 82, min_money: 50, max_money: 5000 },
  { payment_type: PAYMENT_TYPE.USDT, pay_type_id: 83, min_money: 20, max_money: 10000 },
  { payment_type: PAYMENT_TYPE.OTHER, pay_type_id: 84, min_money: 1, max_money: 999 },
];

export function makePayWay(overrides: Partial<PayWay> = {}): PayWay {
  return { ...MOCK_PAY_WAYS[0]!, ...overrides };
}

/** home/getPayTypeWithId's answer: every way, 78 (credit card) the default. */
export function makePayWays(list: readonly PayWay[] = MOCK_PAY_WAYS): PayWaysAnswer {
  return { list: list.map((way) => ({ ...way })), default_pay_type_id: DEFAULT_PAY_TYPE_ID };
}

const BRANDS = [
  ['visa', '4242'],
  ['mastercard', '4444'],
  ['amex', '0005'],
  ['visa', '1881'],
  ['discover', '1117'],
  ['jcb', '0505'],
] as const;

/** Saved card `n` (1-based): pm_mock_n, its brand and last four, expiring in 2030 + n. */
export function makeSavedCard(n = 1, overrides: Partial<SavedCard> = {}): SavedCard {
  const [brand, last4] = BRANDS[(n - 1) % BRANDS.length]!;
  return {
    id: `pm_mock_${n}`,
    card: { brand, last4, exp_month: ((n * 5) % 12) + 1, exp_year: 2029 + n },
    is_default: n === 1 ? 1 : 0,
    is_ban: 0,
    ...overrides,
  };
}

/** The seeded fan's cards: a default Visa, a Mastercard, and a banned Amex. */
export function makeSavedCards(): SavedCard[] {
  return [makeSavedCard(1), makeSavedCard(2), makeSavedCard(3, { is_ban: 1 })];
}

/** The seeded fan's cards with card `n` the default instead of the Visa (after Make default). */
export function makeSavedCardsWithDefault(n: number): SavedCard[] {
  return makeSavedCards().map((card, index) => ({ ...card, is_default: index + 1 === n ? 1 : 0 }));
}

/** The seeded fan's cards without card `n` (after Delete). */
export function makeSavedCardsWithout(n: number): SavedCard[] {
  return makeSavedCards().filter((_, index) => index + 1 !== n);
}

/** The card the add-card stories type (the sandbox's test Visa, 12/30), as our server lists it once saved. */
export function makeAddedCard(): SavedCard {
  return makeSavedCard(4, { card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } });
}

/** Five cards: the limit, so adding one shows the card-limit alert. */
export function makeFullCardList(): SavedCard[] {
  return Array.from({ length: SAVED_CARDS_MAX }, (_, index) => makeSavedCard(index + 1));
}

/** Where the mocked sandbox confirms a card setup (the server answers its own address). */
export const MOCK_SANDBOX_CONFIRM_URL = '/sandbox/api/setup_intents/seti_mock/confirm';

/** The sandbox's card setup: no real keys, a confirm address on our own server. */
export function makeCardSetup(overrides: Partial<CardSetup> = {}): CardSetup {
  return {
    provider: 'sandbox',
    publishable_key: 'pk_sandbox_mock',
    client_secret: 'seti_mock_secret_1',
    confirm_url: MOCK_SANDBOX_CONFIRM_URL,
    ...overrides,
  };
}

/** The sandbox's hosted checkout page of an order. */
export const mockCheckoutUrl = (orderId: string) => `/sandbox/checkout/${orderId}`;

/** A pending order with its checkout page (a plain GET). */
export function makeOrderCreated(overrides: Partial<OrderCreated> = {}): OrderCreated {
  const orderId = overrides.order_id ?? 'ord_mock_1';
  return { order_id: orderId, url: mockCheckoutUrl(orderId), ...overrides };
}

/** An order's status: pending unless told; `success` follows the status. */
export function makeOrderStatus(overrides: Partial<OrderStatusAnswer> = {}): OrderStatusAnswer {
  const status = overrides.status ?? 'pending';
  return {
    order_id: 'ord_mock_1',
    status,
    success: status === 'paid' ? 1 : 0,
    reason: '',
    ...overrides,
  };
}
