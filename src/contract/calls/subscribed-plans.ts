import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { userSubscriptionSchema } from '../entities-social.ts';

/** The signed-in user's subscriptions to creators' plans (spec §3 "User subscription"). */
export const listSubscribedPlansCall = defineCall({
  path: 'subscription/mySubscription',
  access: 'member',
  request: z.object({}),
  response: z.object({ list: z.array(userSubscriptionSchema) }),
});
