/**
 * MSW handlers of the subscription/* calls, one named handler per state, answering through the
 * envelope like the server. They keep no plans and apply no rule: the list after a plan is added,
 * renamed, moved or deleted is the answer of the handler named for that state, which a story swaps
 * in with `msw.use` when its moment comes; a refusal (the 11th plan, the first moved up) is a
 * handler of its own. Managing plans across calls runs against the real server
 * (tests/e2e/plans.spec.ts). `planCallLog` records what was asked.
 *
 *   parameters: { msw: { handlers: { ...planHandlers, plans: planListHandlers.empty } } }
 */
import { delay } from 'msw';
import { bulkDeletePlansCall } from '../contract/calls/plan-bulk-delete.ts';
import { createPlanCall } from '../contract/calls/plan-create.ts';
import { getPlanPostsCall } from '../contract/calls/subscribed-posts.ts';
import { checkPlanExistsCall, listMyPlansCall, listPlansByCreatorCall } from '../contract/calls/plan-list.ts';
import { listSubscribedPlansCall } from '../contract/calls/subscribed-plans.ts';
import { updatePlanSortCall } from '../contract/calls/plan-order.ts';
import { updatePlanCall } from '../contract/calls/plan-update.ts';
import type { Plan } from '../contract/entities-social.ts';
import { CONTAIN } from '../contract/enums.ts';
import { MAX_PLANS_PER_CREATOR, PLAN_PRESET_PICTURES } from '../contract/rules/plan-rules.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeFeed, makeLockedPost } from './factories.ts';
import { makePlan, makePlans } from './factories-social.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The server's English messages (locales/server/en.json) for the refusals the mocks give. */
export const MOCK_PLAN_ERRORS = {
  maxSubPlan: `You can have at most ${MAX_PLANS_PER_CREATOR} subscription plans.`,
  notFound: 'This subscription plan does not exist or is no longer available.',
  firstItem: 'This plan is already the first item.',
  lastItem: 'This plan is already the last item.',
  creatorsOnly: 'Only creators can manage subscription plans. Apply to become a creator first.',
} as const;

/** What the mocked server was asked, for a story to assert what the app sent. */
export const planCallLog = {
  /** Each subscription/create request, as sent. */
  created: [] as Record<string, unknown>[],
  /** Each subscription/update request, as sent. */
  updated: [] as Record<string, unknown>[],
  /** Each subscription/updateSort request: the plan and the direction. */
  moved: [] as { id: number; sort: string }[],
  /** Each subscription/bulkDel request's ids. */
  deleted: [] as number[][],
};

/** Empties the call log, for a story to start from. */
export function resetPlanCallLog(): void {
  planCallLog.created.length = 0;
  planCallLog.updated.length = 0;
  planCallLog.moved.length = 0;
  planCallLog.deleted.length = 0;
}

/** The seeded creator's three plans with the preset pictures the server serves. */
export const makeCreatorPlans = (): Plan[] =>
  makePlans(3).map((plan, index) => ({ ...plan, picture: PLAN_PRESET_PICTURES[index]!.url }));

/** The plan the add-form stories save, as the list answers it afterwards. */
export const MOCK_ADDED_PLAN = { name: 'Gold', price: 9.99, expire_days: 30 } as const;
/** The name the edit-form stories give the first plan. */
export const MOCK_RENAMED_PLAN = 'Renamed';

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};
const listOf = (plans: () => Plan[]) =>
  callHandler(listMyPlansCall, () => sealedReply(listMyPlansCall, { list: plans() }));

/** subscription/list */
export const planListHandlers = {
  /** The creator's three plans. */
  default: listOf(() => makePlans(3)),
  /** The same three with the preset pictures: the plan manager's list, and the states below. */
  presetPictures: listOf(makeCreatorPlans),
  /** The second plan moved up: it comes first. */
  secondMovedUp: listOf(() => {
    const [first, second, third] = makeCreatorPlans() as [Plan, Plan, Plan];
    return [second, first, third];
  }),
  /** A fourth plan added at the end (MOCK_ADDED_PLAN). */
  withAdded: listOf(() => [
    ...makeCreatorPlans(),
    makePlan({
      id: 4,
      ...MOCK_ADDED_PLAN,
      content: 'Every post and a monthly live Q&A.',
      article_contain: 0,
    }),
  ]),
  /** The first plan renamed (MOCK_RENAMED_PLAN). */
  firstRenamed: listOf(() =>
    makeCreatorPlans().map((plan) => (plan.id === 1 ? { ...plan, name: MOCK_RENAMED_PLAN } : plan)),
  ),
  /** The first plan deleted: two left. */
  firstDeleted: listOf(() => makeCreatorPlans().slice(1)),
  empty: listOf(() => []),
  /** Ten plans: adding another is refused. */
  full: listOf(() => makePlans(MAX_PLANS_PER_CREATOR)),
  loading: callHandler(listMyPlansCall, never),
  error: callHandler(listMyPlansCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/create */
export const createPlanHandlers = {
  /** Accepted as plan 4, the request recorded. */
  default: callHandler(createPlanCall, ({ input }) => {
    planCallLog.created.push({ ...input });
    return sealedReply(createPlanCall, { id: 4 });
  }),
  maxSubPlan: callHandler(createPlanCall, () => sealedError(MOCK_PLAN_ERRORS.maxSubPlan)),
  /** A member who is not a creator. */
  notCreator: callHandler(createPlanCall, () => sealedError(MOCK_PLAN_ERRORS.creatorsOnly)),
  loading: callHandler(createPlanCall, never),
  error: callHandler(createPlanCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/update */
export const updatePlanHandlers = {
  /** Accepted, the request recorded. */
  default: callHandler(updatePlanCall, ({ input }) => {
    planCallLog.updated.push({ ...input });
    return sealedReply(updatePlanCall, { id: input.id });
  }),
  notFound: callHandler(updatePlanCall, () => sealedError(MOCK_PLAN_ERRORS.notFound)),
  error: callHandler(updatePlanCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/bulkDel */
export const deletePlansHandlers = {
  /** Accepted, the ids recorded. */
  default: callHandler(bulkDeletePlansCall, ({ input }) => {
    planCallLog.deleted.push([...input.ids]);
    return sealedReply(bulkDeletePlansCall, { ids: input.ids });
  }),
  notFound: callHandler(bulkDeletePlansCall, () => sealedError(MOCK_PLAN_ERRORS.notFound)),
  error: callHandler(bulkDeletePlansCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/updateSort */
export const movePlanHandlers = {
  /** The second plan moved up: the order of planListHandlers.secondMovedUp, the request recorded. */
  default: callHandler(updatePlanSortCall, ({ input }) => {
    planCallLog.moved.push({ id: input.id, sort: input.sort });
    return sealedReply(updatePlanSortCall, { ids: [2, 1, 3] });
  }),
  /** The first plan cannot move up. */
  firstItem: callHandler(updatePlanSortCall, () => sealedError(MOCK_PLAN_ERRORS.firstItem)),
  /** The last plan cannot move down. */
  lastItem: callHandler(updatePlanSortCall, () => sealedError(MOCK_PLAN_ERRORS.lastItem)),
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
  /** The creator has a plan. */
  default: callHandler(checkPlanExistsCall, () => sealedReply(checkPlanExistsCall, { exists: 1 })),
  yes: callHandler(checkPlanExistsCall, () => sealedReply(checkPlanExistsCall, { exists: 1 })),
  no: callHandler(checkPlanExistsCall, () => sealedReply(checkPlanExistsCall, { exists: 0 })),
};

/** subscription/mySubscription */
export const mySubscriptionHandlers = {
  empty: callHandler(listSubscribedPlansCall, () => sealedReply(listSubscribedPlansCall, { list: [] })),
  error: callHandler(listSubscribedPlansCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** The posts of the plan in planPostsHandlers.default: 12 contained (two pages), 3 expired. */
const containedPlanPosts = fixedPages(makeFeed(12, 800).map((post) => makeLockedPost({ id: post.id })));
const expiredPlanPosts = fixedPages([1, 2, 3].map((n) => makeLockedPost({ id: 900 + n })));

/**
 * subscription/getSubscriptionArticles. The asked tab (subscription_unlock) picks one of two
 * fixed lists, in fixed pages of ten (fixed-pages.ts); which post a plan contains or has let
 * expire is the server's rule (tests/server/plans.test.ts).
 */
export const planPostsHandlers = {
  /** 12 contained posts (two pages) and 3 expired. */
  default: callHandler(getPlanPostsCall, ({ input }) =>
    sealedReply(
      getPlanPostsCall,
      pageAnswer(
        input.subscription_unlock === CONTAIN.expired ? expiredPlanPosts : containedPlanPosts,
        input,
      ),
    ),
  ),
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
