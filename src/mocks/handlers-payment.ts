/**
 * MSW handlers of the fan's paying calls, one named handler per data state, answering through the
 * envelope from the typed factories (factories-money.ts): pay ways, a post's plans, orders
 * (provider page and saved card), their status, saved cards and card setup, and the sandbox
 * provider's card API. They keep no cards and apply no rule: a card deleted, made the default or
 * added is the answer of the handler named for that state, which a story picks or swaps in with
 * `msw.use` when its moment comes. Journeys across calls run against the real server
 * (tests/e2e/money-*.spec.ts). `paymentCallLog` records what was asked (each order with its
 * idempotency key, the status checks, the cards confirmed, changed and deleted).
 *
 *   parameters: { msw: { handlers: { ...paymentHandlers, orderStatus: orderStatusHandlers.failed } } }
 */
import { delay, http, HttpResponse } from 'msw';
import { appConfigCall } from '../contract/calls/app-config.ts';
import { getPostPlansCall } from '../contract/calls/post-plans.ts';
import { getPayWaysCall } from '../contract/calls/pay-ways.ts';
import { checkEmbedPayCall, checkOrderStatusCall } from '../contract/calls/payment-check-order-status.ts';
import {
  bindDefaultCardCall,
  deleteCardCall,
  getCardListCall,
  getStripeKeyCall,
} from '../contract/calls/payment-cards.ts';
import { buyPostCall, subscribeCall } from '../contract/calls/payment-create-order.ts';
import { embedPayCall } from '../contract/calls/payment-embed-pay.ts';
import type { SavedCard } from '../contract/entities-money.ts';
import type { ParsedCard } from '../contract/rules/card-rules.ts';
import { ARTICLE_PLANS, DEFAULT_PAY_TYPE_ID, PAYMENT_TYPE } from '../contract/enums.ts';
import { SAVED_CARDS_MAX } from '../contract/rules/money-rules.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import {
  makeAddedCard,
  makeCardSetup,
  makeFullCardList,
  makeOrderCreated,
  makeOrderStatus,
  makePayWays,
  makeSavedCard,
  makeSavedCards,
  makeSavedCardsWithDefault,
  makeSavedCardsWithout,
  MOCK_PAY_WAYS,
  MOCK_SANDBOX_CONFIRM_URL,
} from './factories-money.ts';
import { makeAppConfig } from './factories.ts';
import { makePlan } from './factories-social.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The server's English messages (locales/server/en.json) for the refusals the mocks give. */
export const MOCK_PAYMENT_ERRORS = {
  subscribeSelf: 'You can’t subscribe to your own plan.',
  shopBuySelf: 'You can’t buy your own post.',
  subscriptionNotFound: 'This plan is not available.',
  blocked: 'You cannot pay this creator.',
  cardLimit: `You can keep at most ${SAVED_CARDS_MAX} cards. Remove one to add another.`,
  invalidCard:
    'This card can’t be used. Check the number, the expiry date and the security code, or choose another card.',
  declined: 'Your card was declined.',
  failedReason: 'The bank declined the payment.',
  expiredReason: 'The payment page expired before the payment was made.',
} as const;

/** What the mocked server was asked, for a story to assert. */
export const paymentCallLog = {
  /** Each order request (subscriptionCreater, buyPost, embedPay), in order. */
  orders: [] as { path: string; client_key: string; pay_type_id?: number; amount: number; item_id: number }[],
  /** How many times an order's status was checked. */
  checks: 0,
  /** How many times the card list was asked. */
  cardLists: 0,
  /** Each card the sandbox provider was asked to confirm, as the app sent it. */
  cardsConfirmed: [] as ParsedCard[],
  /** Each card asked to become the default (bindDefaultCard). */
  defaultCards: [] as string[],
  /** Each card asked to be deleted (deleteCard). */
  deletedCards: [] as string[],
};

/** Empties the call log, for a story to start from. */
export function resetPaymentCallLog(): void {
  paymentCallLog.orders.length = 0;
  paymentCallLog.checks = 0;
  paymentCallLog.cardLists = 0;
  paymentCallLog.cardsConfirmed.length = 0;
  paymentCallLog.defaultCards.length = 0;
  paymentCallLog.deletedCards.length = 0;
}

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};
const cardsAnswer = (list: SavedCard[]) => ({ list, limit: SAVED_CARDS_MAX });

/** home/getPayTypeWithId */
export const payWayHandlers = {
  /** Every way (credit card 78 the default) with its own range. */
  default: callHandler(getPayWaysCall, () => sealedReply(getPayWaysCall, makePayWays())),
  /** The credit card alone. */
  creditCardOnly: callHandler(getPayWaysCall, () =>
    sealedReply(getPayWaysCall, makePayWays(MOCK_PAY_WAYS.slice(0, 1))),
  ),
  /** Every way takes only 50 to 60: nothing can pay a small amount. */
  noneInRange: callHandler(getPayWaysCall, () =>
    sealedReply(
      getPayWaysCall,
      makePayWays(MOCK_PAY_WAYS.map((way) => ({ ...way, min_money: 50, max_money: 60 }))),
    ),
  ),
  /** PayPal only, 1 to 1000 (no credit card): the other-way flow in any language. */
  paypalOnly: callHandler(getPayWaysCall, () =>
    sealedReply(getPayWaysCall, {
      list: MOCK_PAY_WAYS.filter((way) => way.payment_type === PAYMENT_TYPE.PAYPAL).map((way) => ({
        ...way,
      })),
      default_pay_type_id: DEFAULT_PAY_TYPE_ID,
    }),
  ),
  loading: callHandler(getPayWaysCall, never),
  error: callHandler(getPayWaysCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** app/config with the languages that see every pay way (`multi_payment_lang`). */
export const payLanguageHandlers = {
  /** English is listed (the default mock config): every way. */
  multiWay: callHandler(appConfigCall, () =>
    sealedReply(appConfigCall, makeAppConfig({ multi_payment_lang: ['en'] })),
  ),
  /** Only the Chinese languages are listed: an English reader sees the credit card alone. */
  singleWay: callHandler(appConfigCall, () =>
    sealedReply(appConfigCall, makeAppConfig({ multi_payment_lang: ['zh-cn', 'zh-tw'] })),
  ),
};

/** article/getArticleSubscription: plan 1 contains the post (recommended), plans 2 and 3 do not. */
export const postPlansHandlers = {
  default: callHandler(getPostPlansCall, ({ input }) =>
    sealedReply(getPostPlansCall, {
      list:
        input.rmd === ARTICLE_PLANS.recommended
          ? [makePlan({ id: 1 })]
          : input.rmd === ARTICLE_PLANS.other
            ? [makePlan({ id: 2 }), makePlan({ id: 3 })]
            : [1, 2, 3].map((id) => makePlan({ id })),
    }),
  ),
  /** The recommended plan is already held. */
  subscribed: callHandler(getPostPlansCall, ({ input }) =>
    sealedReply(getPostPlansCall, {
      list:
        input.rmd === ARTICLE_PLANS.other
          ? [makePlan({ id: 2 }), makePlan({ id: 3 })]
          : [makePlan({ id: 1, is_subscribed: 1 })],
    }),
  ),
  /** The creator has no other plan than the recommended one. */
  noOther: callHandler(getPostPlansCall, ({ input }) =>
    sealedReply(getPostPlansCall, {
      list: input.rmd === ARTICLE_PLANS.other ? [] : [makePlan({ id: 1 })],
    }),
  ),
  loading: callHandler(getPostPlansCall, never),
  error: callHandler(getPostPlansCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** payment/subscriptionCreater */
export const subscribeHandlers = {
  /** A pending order with the sandbox's checkout page. */
  default: callHandler(subscribeCall, ({ input }) => {
    paymentCallLog.orders.push({ path: subscribeCall.path, ...input });
    return sealedReply(subscribeCall, makeOrderCreated());
  }),
  /** The provider wants the fields POSTed to its page. */
  postData: callHandler(subscribeCall, ({ input }) => {
    paymentCallLog.orders.push({ path: subscribeCall.path, ...input });
    return sealedReply(subscribeCall, makeOrderCreated({ post_data: { session: 'cs_mock_1', lang: 'en' } }));
  }),
  /** An answer without the page to open: 'Order number or payment callback url is missing'. */
  missingUrl: callHandler(subscribeCall, () => sealedReply(subscribeCall, makeOrderCreated({ url: '' }))),
  subscribeSelf: callHandler(subscribeCall, () => sealedError(MOCK_PAYMENT_ERRORS.subscribeSelf)),
  notFound: callHandler(subscribeCall, () => sealedError(MOCK_PAYMENT_ERRORS.subscriptionNotFound)),
  /** Refused with the server's message, the request logged: a story swaps in `default` for the retry. */
  refused: callHandler(subscribeCall, ({ input }) => {
    paymentCallLog.orders.push({ path: subscribeCall.path, ...input });
    return sealedError(MOCK_SERVER_ERROR);
  }),
  loading: callHandler(subscribeCall, never),
  error: callHandler(subscribeCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** payment/buyPost */
export const buyPostHandlers = {
  default: callHandler(buyPostCall, ({ input }) => {
    paymentCallLog.orders.push({ path: buyPostCall.path, ...input });
    return sealedReply(buyPostCall, makeOrderCreated({ order_id: 'ord_mock_post' }));
  }),
  shopBuySelf: callHandler(buyPostCall, () => sealedError(MOCK_PAYMENT_ERRORS.shopBuySelf)),
  blocked: callHandler(buyPostCall, () => sealedError(MOCK_PAYMENT_ERRORS.blocked)),
  error: callHandler(buyPostCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** payment/embedPay */
export const embedPayHandlers = {
  default: callHandler(embedPayCall, ({ input }) => {
    paymentCallLog.orders.push({ path: embedPayCall.path, ...input });
    return sealedReply(embedPayCall, { order_id: 'ord_mock_card' });
  }),
  /** No order from the provider: 'Order number is missing'. */
  missingOrder: callHandler(embedPayCall, () => sealedReply(embedPayCall, { order_id: '' })),
  invalidCard: callHandler(embedPayCall, () => sealedError(MOCK_PAYMENT_ERRORS.invalidCard)),
  error: callHandler(embedPayCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** payment/checkOrderStatus */
export const orderStatusHandlers = {
  /** Paid at the first check. */
  paid: callHandler(checkOrderStatusCall, ({ input }) => {
    paymentCallLog.checks += 1;
    return sealedReply(checkOrderStatusCall, makeOrderStatus({ order_id: input.order_id, status: 'paid' }));
  }),
  /** Still pending, every time: the fan has not paid (yet). */
  pending: callHandler(checkOrderStatusCall, ({ input }) => {
    paymentCallLog.checks += 1;
    return sealedReply(checkOrderStatusCall, makeOrderStatus({ order_id: input.order_id }));
  }),
  /** Pending at the first check, paid at the second (10 s after the page opened). */
  paidAtSecondCheck: callHandler(checkOrderStatusCall, ({ input }) => {
    paymentCallLog.checks += 1;
    const status = paymentCallLog.checks >= 2 ? 'paid' : 'pending';
    return sealedReply(checkOrderStatusCall, makeOrderStatus({ order_id: input.order_id, status }));
  }),
  /** The provider declined the payment, with its reason. */
  failed: callHandler(checkOrderStatusCall, ({ input }) => {
    paymentCallLog.checks += 1;
    return sealedReply(
      checkOrderStatusCall,
      makeOrderStatus({
        order_id: input.order_id,
        status: 'failed',
        reason: MOCK_PAYMENT_ERRORS.failedReason,
      }),
    );
  }),
  /** The checkout page expired unpaid. */
  expired: callHandler(checkOrderStatusCall, ({ input }) => {
    paymentCallLog.checks += 1;
    return sealedReply(
      checkOrderStatusCall,
      makeOrderStatus({
        order_id: input.order_id,
        status: 'expired',
        reason: MOCK_PAYMENT_ERRORS.expiredReason,
      }),
    );
  }),
};

/** payment/checkEmbedPay */
export const embedStatusHandlers = {
  paid: callHandler(checkEmbedPayCall, ({ input }) => {
    paymentCallLog.checks += 1;
    return sealedReply(checkEmbedPayCall, makeOrderStatus({ order_id: input.order_id, status: 'paid' }));
  }),
  failed: callHandler(checkEmbedPayCall, ({ input }) => {
    paymentCallLog.checks += 1;
    return sealedReply(
      checkEmbedPayCall,
      makeOrderStatus({ order_id: input.order_id, status: 'failed', reason: MOCK_PAYMENT_ERRORS.declined }),
    );
  }),
  pending: callHandler(checkEmbedPayCall, ({ input }) => {
    paymentCallLog.checks += 1;
    return sealedReply(checkEmbedPayCall, makeOrderStatus({ order_id: input.order_id }));
  }),
};

/** payment/getCardList answering `list`, each time counted in the log (the add-card poll reads it). */
const cardList = (list: () => SavedCard[]) =>
  callHandler(getCardListCall, () => {
    paymentCallLog.cardLists += 1;
    return sealedReply(getCardListCall, cardsAnswer(list()));
  });

/** payment/getCardList */
export const cardListHandlers = {
  /** The seeded fan's three cards: the default Visa, a Mastercard, the banned Amex. */
  default: cardList(makeSavedCards),
  /** The three and the card just added (the provider's webhook has reached our server). */
  withAddedCard: cardList(() => [...makeSavedCards(), makeAddedCard()]),
  empty: cardList(() => []),
  /** A fan who had no card: the one just added, their default. */
  onlyAddedCard: cardList(() => [{ ...makeAddedCard(), is_default: 1 }]),
  /** Five cards: the limit. */
  full: cardList(makeFullCardList),
  /** One card, banned: nothing to pay with until another is added. */
  onlyBanned: cardList(() => [makeSavedCard(3, { is_ban: 1, is_default: 0 })]),
  loading: callHandler(getCardListCall, never),
  error: callHandler(getCardListCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** payment/deleteCard */
export const deleteCardHandlers = {
  /** The Mastercard deleted: the Visa and the Amex left. */
  withoutMastercard: callHandler(deleteCardCall, ({ input }) => {
    paymentCallLog.deletedCards.push(input.payment_method_id);
    return sealedReply(deleteCardCall, cardsAnswer(makeSavedCardsWithout(2)));
  }),
  error: callHandler(deleteCardCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** payment/bindDefaultCard */
export const bindDefaultCardHandlers = {
  /** The Mastercard made the default: the Visa is not any more. */
  mastercardDefault: callHandler(bindDefaultCardCall, ({ input }) => {
    paymentCallLog.defaultCards.push(input.payment_method_id);
    return sealedReply(bindDefaultCardCall, cardsAnswer(makeSavedCardsWithDefault(2)));
  }),
  error: callHandler(bindDefaultCardCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** payment/getStripeKey */
export const cardSetupHandlers = {
  /** The sandbox provider, with its confirm address. */
  sandbox: callHandler(getStripeKeyCall, () => sealedReply(getStripeKeyCall, makeCardSetup())),
  /** A server running Stripe: the app shows Stripe's Card Element (Stripe.js from js.stripe.com). */
  stripe: callHandler(getStripeKeyCall, () =>
    sealedReply(
      getStripeKeyCall,
      makeCardSetup({ provider: 'stripe', publishable_key: 'pk_test_mock', confirm_url: '' }),
    ),
  ),
  /** Refused at the limit (another tab added a fifth card meanwhile). */
  cardLimit: callHandler(getStripeKeyCall, () => sealedError(MOCK_PAYMENT_ERRORS.cardLimit)),
  loading: callHandler(getStripeKeyCall, never),
  error: callHandler(getStripeKeyCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** The sandbox provider's card API at the setup's confirm address (plain JSON, not the envelope). */
export const sandboxConfirmHandlers = {
  /**
   * Accepts the card. Our list shows it once the provider's webhook has told our server: the
   * story says when, with `cardListHandlers.withAddedCard` (never, if it does not).
   */
  succeeded: http.post(`*${MOCK_SANDBOX_CONFIRM_URL}`, async ({ request }) => {
    const body = (await request.json()) as { card: ParsedCard };
    paymentCallLog.cardsConfirmed.push(body.card);
    return HttpResponse.json({ status: 'succeeded', payment_method: 'pm_mock_new' });
  }),
  /** The provider declines it (402) with its own words. */
  declined: http.post(`*${MOCK_SANDBOX_CONFIRM_URL}`, () =>
    HttpResponse.json(
      { error: { code: 'card_declined', message: MOCK_PAYMENT_ERRORS.declined } },
      { status: 402 },
    ),
  ),
};

/** Every paying call in its default state, by key, for a payment story. */
export const paymentHandlers = {
  payWays: payWayHandlers.default,
  postPlans: postPlansHandlers.default,
  subscribe: subscribeHandlers.default,
  buyPost: buyPostHandlers.default,
  embedPay: embedPayHandlers.default,
  orderStatus: orderStatusHandlers.pending,
  embedStatus: embedStatusHandlers.paid,
  cardList: cardListHandlers.default,
  deleteCard: deleteCardHandlers.withoutMastercard,
  bindDefaultCard: bindDefaultCardHandlers.mastercardDefault,
  cardSetup: cardSetupHandlers.sandbox,
  sandboxConfirm: sandboxConfirmHandlers.succeeded,
};
