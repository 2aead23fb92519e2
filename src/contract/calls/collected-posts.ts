import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf, postSchema } from '../entities.ts';
import { COLLECT_KIND } from '../enums.ts';

/**
 * The posts the caller bought (type 1) or liked (type 2), newest first, paged: mine-buy's purchased
 * tab and the collection. `unlock` 1 keeps only those the caller may open now, 0 only the locked
 * ones (a like on a post whose subscription ended); absent, all.
 */
export const getCollectedPostsCall = defineCall({
  path: 'user/getArticleList',
  access: 'member',
  request: z.extend(pageParamsSchema, {
    /** 1 the posts the caller bought, 2 the posts the caller liked. */
    type: z.number().check(z.refine((n) => n === COLLECT_KIND.bought || n === COLLECT_KIND.like)),
    /** 1 only the posts the caller may open now, 0 only the locked ones; absent, all. */
    unlock: z.optional(z.number().check(z.refine((n) => n === 0 || n === 1))),
  }),
  response: pageOf(postSchema),
});
