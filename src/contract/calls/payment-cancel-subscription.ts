import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { CANCEL_SUBSCRIPTION_TYPE } from '../enums.ts';
import { userSubscriptionSchema } from '../entities-social.ts';
import { databaseId } from '../ids.ts';

/**
 * Cancels a running subscription (type 0: it runs to its end date and does not renew) or restores a
 * cancelled one before it ends (type 1: it renews again). An expired subscription is bought again
 * instead (`payment/subscriptionCreater`). Answers the subscription as it now stands.
 */
export const cancelSubscriptionCall = defineCall({
  path: 'payment/cancelSubscription',
  access: 'member',
  request: z.object({
    /** 0 cancel (it runs to its end without renewing), 1 restore (it renews again). */
    type: z
      .number()
      .check(
        z.refine((n) => n === CANCEL_SUBSCRIPTION_TYPE.cancel || n === CANCEL_SUBSCRIPTION_TYPE.restore),
      ),
    /** The subscription's own `id` (a user subscription's, not the plan's). */
    userSubscriptionId: databaseId,
  }),
  response: userSubscriptionSchema,
});
