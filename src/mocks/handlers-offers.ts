/**
 * MSW handlers of the offer calls (issue 25), one named handler per state, and plan lists with an
 * offer running. Like handlers-plans.ts they keep nothing and apply no rule: a story swaps in the
 * list of the state that follows (offer started, offer ended). The rules are the server's
 * (tests/server/offers.test.ts). `offerCallLog` records what was asked.
 */
import { delay } from 'msw';
import { listMyPlansCall, listPlansByCreatorCall } from '../contract/calls/plan-list.ts';
import { endPlanOfferCall, setPlanOfferCall } from '../contract/calls/plan-offers.ts';
import type { Creator } from '../contract/entities.ts';
import type { Plan, PlanOffer } from '../contract/entities-social.ts';
import { amountToCents, centsToAmount } from '../contract/rules/money-rules.ts';
import { offerPriceCents } from '../contract/rules/offer-rules.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makePlan, makePlans } from './factories-social.ts';
import { makeCreatorPlans } from './handlers-plans.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** When the mocked offers end: 2026-12-31 12:00 UTC, a fixed moment that is that date in every time zone from UTC-11 to UTC+11. */
export const MOCK_OFFER_ENDS_TS = 1_798_718_400;

/** An offer of `percent` off a plan of `price`, for `scope`, ending at MOCK_OFFER_ENDS_TS. */
export function makeOffer(price: number, percent = 25, scope: PlanOffer['scope'] = 'first'): PlanOffer {
  return {
    percent,
    scope,
    price: centsToAmount(offerPriceCents(amountToCents(price), percent)),
    ends_ts: MOCK_OFFER_ENDS_TS,
    ends_at: new Date(MOCK_OFFER_ENDS_TS * 1000).toISOString(),
  };
}

/** `plan` with an offer of `percent` off its price. */
export const withOffer = (plan: Plan, percent = 25, scope: PlanOffer['scope'] = 'first'): Plan => ({
  ...plan,
  offer: makeOffer(plan.price, percent, scope),
});

/** The server's English messages (locales/server/en.json) for the refusals the mocks give. */
export const MOCK_OFFER_ERRORS = {
  running: 'This plan already has an offer running. End it before making a new one.',
  notFound: 'This plan has no offer running.',
} as const;

export const offerCallLog = {
  set: [] as Record<string, unknown>[],
  ended: [] as number[],
};

export function resetOfferCallLog(): void {
  offerCallLog.set.length = 0;
  offerCallLog.ended.length = 0;
}

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

/** subscription/list with the first plan on offer (25 % off the first period). */
export const myPlansWithOffer = callHandler(listMyPlansCall, () =>
  sealedReply(listMyPlansCall, {
    list: makeCreatorPlans().map((plan) => (plan.id === 1 ? withOffer(plan, 25) : plan)),
  }),
);

/** subscription/listSubscriptionByUuid with offers: 25 % off the first period of plan 1, 50 % off every period of plan 2. */
export const creatorPlansWithOffer = callHandler(listPlansByCreatorCall, () =>
  sealedReply(listPlansByCreatorCall, {
    list: [
      withOffer(makePlan({ id: 1 }), 25),
      withOffer(makePlan({ id: 2 }), 50, 'every'),
      makePlan({ id: 3 }),
    ],
  }),
);

/**
 * subscription/listSubscriptionByUuid answering a creator's own plans on sale (their profile's
 * `subscription_list`), the plan `offeredId` with 25 % off its first period: what the creator page's
 * side list joins to the profile's plans.
 */
export const creatorPlansWithOfferOn = (plans: Creator['subscription_list'], offeredId: number) =>
  callHandler(listPlansByCreatorCall, () =>
    sealedReply(listPlansByCreatorCall, {
      list: plans.map((plan) => {
        const full = makePlan({ id: plan.id, name: plan.name, price: plan.price });
        return plan.id === offeredId ? withOffer(full, 25) : full;
      }),
    }),
  );

/** subscription/listSubscriptionByUuid after the offers ended: the plain prices again. */
export const creatorPlansOfferEnded = callHandler(listPlansByCreatorCall, () =>
  sealedReply(listPlansByCreatorCall, { list: makePlans(3) }),
);

/** subscription/setOffer */
export const setOfferHandlers = {
  /** Accepted, the request recorded; the answer prices plan 1 ($4.99). */
  default: callHandler(setPlanOfferCall, ({ input }) => {
    offerCallLog.set.push({ ...input });
    return sealedReply(setPlanOfferCall, {
      ...makeOffer(4.99, input.percent, input.scope),
      ends_ts: input.ends_ts,
    });
  }),
  running: callHandler(setPlanOfferCall, () => sealedError(MOCK_OFFER_ERRORS.running)),
  loading: callHandler(setPlanOfferCall, never),
  error: callHandler(setPlanOfferCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** subscription/endOffer */
export const endOfferHandlers = {
  default: callHandler(endPlanOfferCall, ({ input }) => {
    offerCallLog.ended.push(input.subscription_id);
    return sealedReply(endPlanOfferCall, {});
  }),
  notFound: callHandler(endPlanOfferCall, () => sealedError(MOCK_OFFER_ERRORS.notFound)),
};

/** Both offer calls in their default state, for a plan dialog story. */
export const offerHandlers = { setOffer: setOfferHandlers.default, endOffer: endOfferHandlers.default };
