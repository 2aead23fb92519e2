import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { planSchema } from '../entities-social.ts';
import { ARTICLE_PLANS } from '../enums.ts';
import { databaseId } from '../ids.ts';

/**
 * The plans of a post's creator, for the buyer subscription dialog opened from a post: rmd 1 the
 * plans that contain the post (recommended), 2 the creator's other plans, 0 all of them.
 */
export const getPostPlansCall = defineCall({
  path: 'article/getArticleSubscription',
  access: 'anyone',
  request: z.object({
    article_id: databaseId,
    /** 0 all plans (the default), 1 the plans containing the post, 2 the creator's other plans. */
    rmd: z._default(
      z
        .number()
        .check(
          z.refine(
            (n) => n === ARTICLE_PLANS.all || n === ARTICLE_PLANS.recommended || n === ARTICLE_PLANS.other,
          ),
        ),
      ARTICLE_PLANS.all,
    ),
  }),
  response: z.object({ list: z.array(planSchema) }),
});
