/**
 * MSW handlers of the subscription/* calls, one named handler per state, answering through the
 * envelope like the server. The default handlers share one in-memory list of the creator's plans
 * (`mockPlanStore`), so a plan dialog story can add, edit, move and delete plans and see the list
 * follow; `resetMockPlans` starts a story from a known list.
 *
 *   parameters: { msw: { handlers: { ...planHandlers, plans: planListHandlers.empty } } }
 */
import { delay } from 'msw';
import { bulkDeletePlansCall } from '../contract/calls/subscription-bulk-del.ts';
import { createPlanCall } from '../contract/calls/subscription-create.ts';
import { getPlanPostsCall } from '../contract/calls/subscription-get-subscription-articles.ts';
import {
  checkPlanExistsCall,
  listMyPlansCall,
  listPlansByCreatorCall,
} from '../contract/calls/subscription-list.ts';
import { mySubscriptionCall } from '../contract/calls/subscription-my-subscription.ts';
import { updatePlanSortCall } from '../contract/calls/subscription-update-sort.ts';
import { updatePlanCall } from '../contract/calls/subscription-update.ts';
import type { Plan } from '../contract/entities-social.ts';
import { CONTAIN } from '../contract/enums.ts';
import { MAX_PLANS_PER_CREATOR } from '../contract/rules/plan-rules.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeFeed, makeLockedPost } from './factories.ts';
import { makePlan, makePlans } from './factories-social.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The server's English messages (locales/server/en.json) for the refusals the mocks give. */
export const MOCK_PLAN_ERRORS = {
  maxSubPlan: `You can have at most ${MAX_PLANS_PER_CREATOR} subscription plans.`,
  notFound: 'This subscription plan does not exist or is no longer available.',
  firstItem: 'This plan is already the first item.',
  lastItem: 'This plan is already the last item.',
  creatorsOnly: 'Only creators can manage subscription plans. Apply to become a creator first.',
} as const;

/** The signed-in creator's plans as the mocked server holds them, in order. */
export const mockPlanStore = { plans: makePlans(3), nextId: 4 };

/** Starts the store from `plans` (default: the three of makePlans). */
export function resetMockPlans(plans: Plan[] = makePlans(3)): void {
  mockPlanStore.plans = plans.map((plan) => ({ ...plan }));
  mockPlanStore.nextId = Math.max(0, ...plans.map((plan) => plan.id)) + 1;
}

const ownPlan = (id: number) => mockPlanStore.plans.find((plan) => plan.id === id);
const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

/** subscription/list */
export const planListHandlers = {
  /** The store's plans (three until a story changes them). */
  default: callHandler(listMyPlansCall, () => sealedReply(listMyPlansCall, { list: mockPlanStore.plans })),
  empty: callHandler(listMyPlansCall, () => sealedReply(listMyPlansCall, { list: [] })),
  /** Ten plans: adding another is refused. */
  full: callHandler(listMyPlansCall, () =>
    sealedReply(listMyPlansCall, { list: makePlans(MAX_PLANS_PER_CREATOR) }),
  ),
  loading: callHandler(listMyPlansCall, never),
  error: callHandler(listMyPlansCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/create */
export const createPlanHandlers = {
  /** Adds the plan to the store; the 11th is refused like the server does. */
  default: callHandler(createPlanCall, ({ input }) => {
    if (mockPlanStore.plans.length >= MAX_PLANS_PER_CREATOR) return sealedError(MOCK_PLAN_ERRORS.maxSubPlan);
    const id = mockPlanStore.nextId++;
    mockPlanStore.plans.push(
      makePlan({
        id,
        name: input.name,
        content: input.content,
        price: input.price,
        expire_days: input.expire_days,
        unlock_day_after_subscribe: input.unlock_day_after_subscribe,
        status: input.status,
        picture: input.picture ?? '',
        article_contain: 0,
      }),
    );
    return sealedReply(createPlanCall, { id });
  }),
  maxSubPlan: callHandler(createPlanCall, () => sealedError(MOCK_PLAN_ERRORS.maxSubPlan)),
  /** A member who is not a creator. */
  notCreator: callHandler(createPlanCall, () => sealedError(MOCK_PLAN_ERRORS.creatorsOnly)),
  loading: callHandler(createPlanCall, never),
  error: callHandler(createPlanCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/update */
export const updatePlanHandlers = {
  /** Edits the plan in the store; expire_days stays as created. */
  default: callHandler(updatePlanCall, ({ input }) => {
    const plan = ownPlan(input.id);
    if (!plan) return sealedError(MOCK_PLAN_ERRORS.notFound);
    Object.assign(plan, {
      name: input.name,
      content: input.content,
      price: input.price,
      unlock_day_after_subscribe: input.unlock_day_after_subscribe,
      status: input.status,
      picture: input.picture ?? '',
    });
    return sealedReply(updatePlanCall, { id: plan.id });
  }),
  error: callHandler(updatePlanCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/bulkDel */
export const deletePlansHandlers = {
  default: callHandler(bulkDeletePlansCall, ({ input }) => {
    const ids = [...new Set(input.ids)];
    if (!ids.every((id) => ownPlan(id))) return sealedError(MOCK_PLAN_ERRORS.notFound);
    mockPlanStore.plans = mockPlanStore.plans.filter((plan) => !ids.includes(plan.id));
    return sealedReply(bulkDeletePlansCall, { ids });
  }),
  error: callHandler(bulkDeletePlansCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/updateSort */
export const movePlanHandlers = {
  /** Swaps with the neighbour; the first up and the last down are refused like the server does. */
  default: callHandler(updatePlanSortCall, ({ input }) => {
    const plans = mockPlanStore.plans;
    const index = plans.findIndex((plan) => plan.id === input.id);
    if (index < 0) return sealedError(MOCK_PLAN_ERRORS.notFound);
    if (input.sort === 'up' && index === 0) return sealedError(MOCK_PLAN_ERRORS.firstItem);
    if (input.sort === 'down' && index === plans.length - 1) return sealedError(MOCK_PLAN_ERRORS.lastItem);
    const other = input.sort === 'up' ? index - 1 : index + 1;
    [plans[index], plans[other]] = [plans[other]!, plans[index]!];
    return sealedReply(updatePlanSortCall, { ids: plans.map((plan) => plan.id) });
  }),
  error: callHandler(updatePlanSortCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/listSubscriptionByUuid */
export const creatorPlansHandlers = {
  /** The creator's plans on sale, none subscribed. */
  default: callHandler(listPlansByCreatorCall, () =>
    sealedReply(listPlansByCreatorCall, { list: makePlans(3) }),
  ),
  /** The viewer holds the second plan (the money issue makes this real). */
  subscribed: callHandler(listPlansByCreatorCall, () =>
    sealedReply(listPlansByCreatorCall, {
      list: [makePlan({ id: 1 }), makePlan({ id: 2, is_subscribed: 1 }), makePlan({ id: 3 })],
    }),
  ),
  empty: callHandler(listPlansByCreatorCall, () => sealedReply(listPlansByCreatorCall, { list: [] })),
  loading: callHandler(listPlansByCreatorCall, never),
  error: callHandler(listPlansByCreatorCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/checkSubscriptionExists */
export const planExistsHandlers = {
  /** Follows the store: yes while the creator has a plan. */
  default: callHandler(checkPlanExistsCall, () =>
    sealedReply(checkPlanExistsCall, { exists: mockPlanStore.plans.length > 0 ? 1 : 0 }),
  ),
  yes: callHandler(checkPlanExistsCall, () => sealedReply(checkPlanExistsCall, { exists: 1 })),
  no: callHandler(checkPlanExistsCall, () => sealedReply(checkPlanExistsCall, { exists: 0 })),
};

/** subscription/mySubscription */
export const mySubscriptionHandlers = {
  empty: callHandler(mySubscriptionCall, () => sealedReply(mySubscriptionCall, { list: [] })),
  error: callHandler(mySubscriptionCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/getSubscriptionArticles: 12 contained posts (two pages) and 3 expired. */
export const planPostsHandlers = {
  default: callHandler(getPlanPostsCall, ({ input }) => {
    const all =
      input.subscription_unlock === CONTAIN.expired
        ? [1, 2, 3].map((n) => makeLockedPost({ id: 900 + n }))
        : makeFeed(12, 800).map((post) => makeLockedPost({ id: post.id }));
    const start = (input.page - 1) * input.limit;
    return sealedReply(getPlanPostsCall, {
      list: all.slice(start, start + input.limit),
      page: input.page,
      limit: input.limit,
    });
  }),
  empty: callHandler(getPlanPostsCall, ({ input }) =>
    sealedReply(getPlanPostsCall, { list: [], page: input.page, limit: input.limit }),
  ),
  loading: callHandler(getPlanPostsCall, never),
  error: callHandler(getPlanPostsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** Every subscription/* call in its default state, by key, for a plan dialog story. */
export const planHandlers = {
  plans: planListHandlers.default,
  createPlan: createPlanHandlers.default,
  updatePlan: updatePlanHandlers.default,
  deletePlans: deletePlansHandlers.default,
  movePlan: movePlanHandlers.default,
  creatorPlans: creatorPlansHandlers.default,
  planExists: planExistsHandlers.default,
  mySubscription: mySubscriptionHandlers.empty,
  planPosts: planPostsHandlers.default,
};
