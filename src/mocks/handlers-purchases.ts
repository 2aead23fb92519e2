/**
 * MSW handlers of a fan's purchases (mine-buy): payment/orderHistory, user/listSubs,
 * payment/cancelSubscription, user/getArticleList and the plans on sale, one named handler per
 * data state. They keep no subscriptions and apply no rule: the list after a cancel or a restore
 * is the handler named for that state, which a story swaps in with `msw.use` when its moment
 * comes, and the cancel's answer is the row as it stands after (`cancelSubscriptionHandlers.
 * cancelled`, `.restored`); a refusal is a handler of its own. The cancel and restore rules run
 * against the real server (tests/server/money-subscriptions.test.ts). `purchaseCallLog` records
 * what was asked; `resetPurchaseCallLog` empties it.
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
import { SUBSCRIPTION_POSITION, USER_SUBSCRIPTION_STATUS } from '../contract/enums.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import {
  makeBoughtPosts,
  makeExpiredSubscriptions,
  makeManyTransactions,
  makeTransactionsOfEveryStatus,
  makeUserSubscription,
  makeValidSubscriptions,
} from './factories-purchases.ts';
import { makePlan } from './factories-social.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The server's English refusals the mocks give (locales/server/en.json). */
export const MOCK_PURCHASE_ERRORS = {
  subscriptionEnded: 'This subscription has already ended.',
} as const;

/** What the handlers were asked: the pages of orders, each cancelSubscription as `{type, id}`. */
export const purchaseCallLog = {
  orderPages: [] as number[],
  cancelSubscription: [] as { type: number; id: number }[],
};

/** Empties the call log, for a story to start from. */
export function resetPurchaseCallLog(): void {
  purchaseCallLog.orderPages.length = 0;
  purchaseCallLog.cancelSubscription.length = 0;
}

/** The subscription the cancel stories cancel (Inner circle, running). */
export const MOCK_CANCELLED_SUBSCRIPTION_ID = 1;
/** The subscription the restore stories restore (Trail notes, cancelled). */
export const MOCK_RESTORED_SUBSCRIPTION_ID = 2;

/** The default subscriptions with the row of `id` turned to `status`. */
function validWith(id: number, status: UserSubscription['status']): UserSubscription[] {
  return makeValidSubscriptions().map((row) => (row.id === id ? { ...row, status } : row));
}

/** Inner circle after its cancel: the same row, cancelled. */
function cancelledRow(): UserSubscription {
  return validWith(MOCK_CANCELLED_SUBSCRIPTION_ID, USER_SUBSCRIPTION_STATUS.cancelled).find(
    (row) => row.id === MOCK_CANCELLED_SUBSCRIPTION_ID,
  )!;
}

/** Trail notes after its restore: the same row, running. */
function restoredRow(): UserSubscription {
  return validWith(MOCK_RESTORED_SUBSCRIPTION_ID, USER_SUBSCRIPTION_STATUS.running).find(
    (row) => row.id === MOCK_RESTORED_SUBSCRIPTION_ID,
  )!;
}

/** 23 running subscriptions, for paging. */
function makeManyValidSubscriptions(): UserSubscription[] {
  return Array.from({ length: 23 }, (_, index) =>
    makeUserSubscription({ id: 100 + index, subscription_name: `Plan ${index + 1}` }),
  );
}

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

const EVERY_STATUS_ORDERS = fixedPages(makeTransactionsOfEveryStatus());
const MANY_ORDERS = fixedPages(makeManyTransactions(23));

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
    sealedReply(orderHistoryCall, pageAnswer(EVERY_STATUS_ORDERS, input)),
  ),
  /** 23 orders: two full pages and a short third (each page asked is logged). */
  many: callHandler(orderHistoryCall, ({ input }) => {
    purchaseCallLog.orderPages.push(input.page);
    return sealedReply(orderHistoryCall, pageAnswer(MANY_ORDERS, input));
  }),
  /** One order of each status, each page asked logged (the state a failed load's Reload finds). */
  loadedLogged: callHandler(orderHistoryCall, ({ input }) => {
    purchaseCallLog.orderPages.push(input.page);
    return sealedReply(orderHistoryCall, pageAnswer(EVERY_STATUS_ORDERS, input));
  }),
  /** status 0 with the server's message, each page asked logged. */
  errorLogged: callHandler(orderHistoryCall, ({ input }) => {
    purchaseCallLog.orderPages.push(input.page);
    return sealedError(MOCK_SERVER_ERROR);
  }),
  /** The first page answers; the second fails, with a retry in the footer. */
  secondPageFails: callHandler(orderHistoryCall, ({ input }) =>
    input.page === 1
      ? sealedReply(orderHistoryCall, pageAnswer(MANY_ORDERS, input))
      : sealedError(MOCK_SERVER_ERROR),
  ),
  empty: callHandler(orderHistoryCall, ({ input }) => sealedReply(orderHistoryCall, pageAnswer([], input))),
  ...pendingAndFailed(orderHistoryCall),
};

/**
 * user/listSubs answering fixed pages of `valid` at position 1 (running or cancelled) and of
 * `expired` at position 2: the tab's position picks one of the two fixed lists.
 */
const subscriptionsAt = (valid: UserSubscription[], expired: UserSubscription[]) => {
  const pages = { valid: fixedPages(valid), expired: fixedPages(expired) };
  return callHandler(listUserSubscriptionsCall, ({ input }) =>
    sealedReply(
      listUserSubscriptionsCall,
      pageAnswer(input.position === SUBSCRIPTION_POSITION.expired ? pages.expired : pages.valid, input),
    ),
  );
};

/** user/listSubs */
export const subscriptionListHandlers = {
  /** Active: Inner circle running, Trail notes cancelled; ended: Kitchen club. */
  default: subscriptionsAt(makeValidSubscriptions(), makeExpiredSubscriptions()),
  /** The same once Inner circle is cancelled. */
  afterCancel: subscriptionsAt(
    validWith(MOCK_CANCELLED_SUBSCRIPTION_ID, USER_SUBSCRIPTION_STATUS.cancelled),
    makeExpiredSubscriptions(),
  ),
  /** The same once Trail notes is restored (running again). */
  afterRestore: subscriptionsAt(
    validWith(MOCK_RESTORED_SUBSCRIPTION_ID, USER_SUBSCRIPTION_STATUS.running),
    makeExpiredSubscriptions(),
  ),
  /** Nothing active; one expired subscription. */
  onlyEnded: subscriptionsAt([], [makeUserSubscription({ id: 3, status: USER_SUBSCRIPTION_STATUS.expired })]),
  /** 23 running (three pages of 10) and the expired Kitchen club. */
  many: subscriptionsAt(makeManyValidSubscriptions(), makeExpiredSubscriptions()),
  empty: callHandler(listUserSubscriptionsCall, ({ input }) =>
    sealedReply(listUserSubscriptionsCall, pageAnswer([], input)),
  ),
  ...pendingAndFailed(listUserSubscriptionsCall),
};

/** payment/cancelSubscription answering `answer` after a short wait, the request logged. */
const cancelAnswering = (answer: () => ReturnType<typeof sealedError>) =>
  callHandler(cancelSubscriptionCall, async ({ input }) => {
    purchaseCallLog.cancelSubscription.push({ type: input.type, id: input.userSubscriptionId });
    await delay(150);
    return answer();
  });

/** payment/cancelSubscription */
export const cancelSubscriptionHandlers = {
  /** Inner circle as it stands once cancelled (status 0). */
  cancelled: cancelAnswering(() => sealedReply(cancelSubscriptionCall, cancelledRow())),
  /** Trail notes as it stands once restored (status 1). */
  restored: cancelAnswering(() => sealedReply(cancelSubscriptionCall, restoredRow())),
  /** Refused: the subscription has ended. */
  ended: cancelAnswering(() => sealedError(MOCK_PURCHASE_ERRORS.subscriptionEnded)),
  error: callHandler(cancelSubscriptionCall, ({ input }) => {
    purchaseCallLog.cancelSubscription.push({ type: input.type, id: input.userSubscriptionId });
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

const BOUGHT_POSTS = fixedPages(makeBoughtPosts(3));
const MANY_BOUGHT_POSTS = fixedPages(makeBoughtPosts(23));

/** user/getArticleList (type 1: the posts bought) */
export const boughtPostHandlers = {
  /** Three posts bought, one short page. */
  loaded: callHandler(getCollectedPostsCall, ({ input }) =>
    sealedReply(getCollectedPostsCall, pageAnswer(BOUGHT_POSTS, input)),
  ),
  /** 23 posts bought: two full pages and a short third. */
  many: callHandler(getCollectedPostsCall, ({ input }) =>
    sealedReply(getCollectedPostsCall, pageAnswer(MANY_BOUGHT_POSTS, input)),
  ),
  empty: callHandler(getCollectedPostsCall, ({ input }) =>
    sealedReply(getCollectedPostsCall, pageAnswer([], input)),
  ),
  ...pendingAndFailed(getCollectedPostsCall),
};

/** What a plan costs today when it is sold again: the expired Kitchen club went up from 120 to 125. */
export const MOCK_PLAN_PRICE_TODAY: Record<number, number> = { 13: 125 };

/** subscription/listSubscriptionByUuid, as re-subscribe and subscribe in advance ask it */
export const plansOnSaleHandlers = {
  /**
   * The plans behind the default subscriptions (Inner circle, Trail notes, Kitchen club), at
   * today's price; the app picks the one it asked about by id.
   */
  default: callHandler(listPlansByCreatorCall, () =>
    sealedReply(listPlansByCreatorCall, {
      list: [...makeValidSubscriptions(), ...makeExpiredSubscriptions()].map((row) =>
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
  cancelSubscription: cancelSubscriptionHandlers.cancelled,
  boughtPosts: boughtPostHandlers.loaded,
  plansOnSale: plansOnSaleHandlers.default,
};
