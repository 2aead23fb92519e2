/**
 * MSW handlers of a fan's purchases (mine-buy): payment/orderHistory, user/listSubs,
 * payment/cancelSubscription and user/getArticleList, one named handler per state. The default
 * subscription handlers share one in-memory list (`mockSubscriptions`), so a cancel in a story
 * changes the next answer; `resetMockPurchases` starts from a known world and empties the log.
 *
 *   parameters: { msw: { handlers: { ...purchasesHandlers, orders: orderHistoryHandlers.empty } } }
 */
import { delay } from 'msw';
import type { CallDefinition } from '../contract/call.ts';
import { cancelSubscriptionCall } from '../contract/calls/payment-cancel-subscription.ts';
import { orderHistoryCall } from '../contract/calls/payment-order-history.ts';
import { getCollectedPostsCall } from '../contract/calls/collected-posts.ts';
import { listPlansByCreatorCall } from '../contract/calls/plan-list.ts';
import { listUserSubscriptionsCall } from '../contract/calls/user-subscriptions.ts';
import type { UserSubscription } from '../contract/entities-social.ts';
import {
  CANCEL_SUBSCRIPTION_TYPE,
  SUBSCRIPTION_POSITION,
  USER_SUBSCRIPTION_STATUS,
} from '../contract/enums.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import {
  makeBoughtPosts,
  makeExpiredSubscriptions,
  makeManyTransactions,
  makeTransactionsOfEveryStatus,
  makeValidSubscriptions,
} from './factories-purchases.ts';
import { makePlan } from './factories-social.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The server's English refusals the mocks give (locales/server/en.json). */
export const MOCK_PURCHASE_ERRORS = {
  subscriptionEnded: 'This subscription has already ended.',
} as const;

/** The fan's subscriptions as the mocked server holds them. */
export const mockSubscriptions = { list: [] as UserSubscription[] };

/** What the handlers were asked: the pages of orders, each cancelSubscription as `{type, id}`. */
export const purchaseCallLog = {
  orderPages: [] as number[],
  cancelSubscription: [] as { type: number; id: number }[],
};

/** Puts back the default world (one running, one cancelled, one expired) and empties the log. */
export function resetMockPurchases(
  list: UserSubscription[] = [...makeValidSubscriptions(), ...makeExpiredSubscriptions()],
): void {
  mockSubscriptions.list = list.map((row) => ({ ...row }));
  purchaseCallLog.orderPages.length = 0;
  purchaseCallLog.cancelSubscription.length = 0;
}
resetMockPurchases();

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

/** A page of `all` as `{list, page, limit}`. */
function pageOf<T>(all: readonly T[], input: { page: number; limit: number }) {
  const start = (input.page - 1) * input.limit;
  return { list: all.slice(start, start + input.limit), page: input.page, limit: input.limit };
}

/** The loading and failed states every paged list of these calls has. */
function pendingAndFailed(call: CallDefinition) {
  return {
    /** Never answers: the tab stays in its loading state. */
    loading: callHandler(call, never),
    /** status 0 with the server's message. */
    error: callHandler(call, () => sealedError(MOCK_SERVER_ERROR)),
  };
}

/** payment/orderHistory */
export const orderHistoryHandlers = {
  /** One order of each status and kind, a single short page. */
  loaded: callHandler(orderHistoryCall, ({ input }) =>
    sealedReply(orderHistoryCall, pageOf(makeTransactionsOfEveryStatus(), input)),
  ),
  /** 23 orders: two full pages and a short third (each page asked is logged). */
  many: callHandler(orderHistoryCall, ({ input }) => {
    purchaseCallLog.orderPages.push(input.page);
    return sealedReply(orderHistoryCall, pageOf(makeManyTransactions(23), input));
  }),
  /** Fails the first time it is asked, then answers every status: the Reload of the error state. */
  recovers: callHandler(orderHistoryCall, ({ input }) => {
    purchaseCallLog.orderPages.push(input.page);
    if (purchaseCallLog.orderPages.length === 1) return sealedError(MOCK_SERVER_ERROR);
    return sealedReply(orderHistoryCall, pageOf(makeTransactionsOfEveryStatus(), input));
  }),
  /** The first page answers; the second fails, with a retry in the footer. */
  secondPageFails: callHandler(orderHistoryCall, ({ input }) =>
    input.page === 1
      ? sealedReply(orderHistoryCall, pageOf(makeManyTransactions(23), input))
      : sealedError(MOCK_SERVER_ERROR),
  ),
  empty: callHandler(orderHistoryCall, ({ input }) => sealedReply(orderHistoryCall, pageOf([], input))),
  ...pendingAndFailed(orderHistoryCall),
};

/** user/listSubs */
export const subscriptionListHandlers = {
  /** The store's subscriptions at the asked position (1 running or cancelled, 2 expired). */
  default: callHandler(listUserSubscriptionsCall, ({ input }) => {
    const expired = input.position === SUBSCRIPTION_POSITION.expired;
    const all = mockSubscriptions.list.filter(
      (row) => (row.status === USER_SUBSCRIPTION_STATUS.expired) === expired,
    );
    return sealedReply(listUserSubscriptionsCall, pageOf(all, input));
  }),
  empty: callHandler(listUserSubscriptionsCall, ({ input }) =>
    sealedReply(listUserSubscriptionsCall, pageOf([], input)),
  ),
  ...pendingAndFailed(listUserSubscriptionsCall),
};

/** payment/cancelSubscription */
export const cancelSubscriptionHandlers = {
  /** Type 0 cancels (status 0), type 1 restores (status 1); an expired one is refused. */
  default: callHandler(cancelSubscriptionCall, async ({ input }) => {
    purchaseCallLog.cancelSubscription.push({ type: input.type, id: input.userSubscriptionId });
    await delay(150);
    const row = mockSubscriptions.list.find((candidate) => candidate.id === input.userSubscriptionId);
    if (!row || row.status === USER_SUBSCRIPTION_STATUS.expired)
      return sealedError(MOCK_PURCHASE_ERRORS.subscriptionEnded);
    row.status =
      input.type === CANCEL_SUBSCRIPTION_TYPE.cancel
        ? USER_SUBSCRIPTION_STATUS.cancelled
        : USER_SUBSCRIPTION_STATUS.running;
    return sealedReply(cancelSubscriptionCall, { ...row });
  }),
  error: callHandler(cancelSubscriptionCall, ({ input }) => {
    purchaseCallLog.cancelSubscription.push({ type: input.type, id: input.userSubscriptionId });
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/** user/getArticleList (type 1: the posts bought) */
export const boughtPostHandlers = {
  /** Three posts bought, one short page. */
  loaded: callHandler(getCollectedPostsCall, ({ input }) =>
    sealedReply(getCollectedPostsCall, pageOf(makeBoughtPosts(3), input)),
  ),
  /** 23 posts bought: two full pages and a short third. */
  many: callHandler(getCollectedPostsCall, ({ input }) =>
    sealedReply(getCollectedPostsCall, pageOf(makeBoughtPosts(23), input)),
  ),
  empty: callHandler(getCollectedPostsCall, ({ input }) =>
    sealedReply(getCollectedPostsCall, pageOf([], input)),
  ),
  ...pendingAndFailed(getCollectedPostsCall),
};

/** What a plan costs today when it is sold again: the expired Kitchen club went up from 120 to 125. */
export const MOCK_PLAN_PRICE_TODAY: Record<number, number> = { 13: 125 };

/** subscription/listSubscriptionByUuid, as re-subscribe and subscribe in advance ask it */
export const plansOnSaleHandlers = {
  /** The creator's plans behind the store's subscriptions of that creator, at today's price. */
  default: callHandler(listPlansByCreatorCall, ({ input }) =>
    sealedReply(listPlansByCreatorCall, {
      list: mockSubscriptions.list
        .filter((row) => row.uuid === input.uuid)
        .map((row) =>
          makePlan({
            id: row.subscription_id,
            name: row.subscription_name,
            price: MOCK_PLAN_PRICE_TODAY[row.subscription_id] ?? row.price,
          }),
        ),
    }),
  ),
  /** The creator took every plan off sale. */
  withdrawn: callHandler(listPlansByCreatorCall, () => sealedReply(listPlansByCreatorCall, { list: [] })),
  error: callHandler(listPlansByCreatorCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** mine-buy's calls in their default state, by key. */
export const purchasesHandlers = {
  orders: orderHistoryHandlers.loaded,
  subscriptions: subscriptionListHandlers.default,
  cancelSubscription: cancelSubscriptionHandlers.default,
  boughtPosts: boughtPostHandlers.loaded,
  plansOnSale: plansOnSaleHandlers.default,
};
