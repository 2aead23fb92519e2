import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { planSchema } from '../entities-social.ts';
import { text } from '../strings.ts';

/** The signed-in creator's own plans, on sale or not, in their sort order. */
export const listMyPlansCall = defineCall({
  path: 'subscription/list',
  access: 'member',
  request: z.object({}),
  response: z.object({ list: z.array(planSchema) }),
});

/** A creator's plans on sale (status 1), for fans, by the creator's uuid; unknown uuid: an empty list. */
export const listPlansByCreatorCall = defineCall({
  path: 'subscription/listSubscriptionByUuid',
  access: 'anyone',
  request: z.object({ uuid: text().check(z.trim(), z.maxLength(64)) }),
  response: z.object({ list: z.array(planSchema) }),
});

/** Whether the signed-in creator has at least one plan (publishing a subscription post needs one). */
export const checkPlanExistsCall = defineCall({
  path: 'subscription/checkSubscriptionExists',
  access: 'member',
  request: z.object({}),
  response: z.object({ exists: z.union([z.literal(0), z.literal(1)]) }),
});
