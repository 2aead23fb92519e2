import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf, postSchema } from '../entities.ts';
import { CONTAIN } from '../enums.ts';
import { databaseId } from '../ids.ts';

/**
 * The posts of one plan the viewer may see, paged, newest first: subscription_unlock 1 the posts
 * a subscription opens (within the plan's unlock days), 2 the older ones it does not.
 */
export const getPlanPostsCall = defineCall({
  path: 'subscription/getSubscriptionArticles',
  access: 'anyone',
  request: z.extend(pageParamsSchema, {
    /** The plan's id. */
    subscription_id: databaseId,
    /** 1 (the default) the posts a new subscription opens; 2 the older ones it does not. */
    subscription_unlock: z._default(
      z.number().check(z.refine((n) => n === CONTAIN.contain || n === CONTAIN.expired)),
      CONTAIN.contain,
    ),
  }),
  response: pageOf(postSchema),
});
