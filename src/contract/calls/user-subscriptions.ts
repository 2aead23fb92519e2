import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { userSubscriptionSchema } from '../entities-social.ts';
import { SUBSCRIPTION_POSITION } from '../enums.ts';

/**
 * The caller's subscriptions, paged (mine-buy's subscriptions tab): position 1 those still giving
 * access (running or cancelled before their end), soonest end first; 2 the expired ones, latest
 * first.
 */
export const listUserSubscriptionsCall = defineCall({
  path: 'user/listSubs',
  access: 'member',
  request: z.extend(pageParamsSchema, {
    /**
     * 1 (the default) subscriptions still giving access, soonest end first; 2 expired ones, latest end first.
     */
    position: z._default(
      z
        .number()
        .check(z.refine((n) => n === SUBSCRIPTION_POSITION.valid || n === SUBSCRIPTION_POSITION.expired)),
      SUBSCRIPTION_POSITION.valid,
    ),
  }),
  response: pageOf(userSubscriptionSchema),
});
