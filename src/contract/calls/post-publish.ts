import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { publishSchema } from '../rules/publish-rules.ts';

/**
 * A creator publishes a post, or updates their own when `id` is given. The post enters review
 * (status 1); with REVIEW_MODE auto it is published (2) at once when its files are processed.
 */
export const publishPostCall = defineCall({
  path: 'article/publish',
  access: 'member',
  request: publishSchema,
  response: z.object({
    id: z.int().check(z.positive()),
    /** Review status after the call (REVIEW_STATUS): 1 under review, 2 published. */
    status: z.int(),
  }),
});
