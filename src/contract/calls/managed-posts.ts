import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf, postSchema } from '../entities.ts';
import { reviewRejectionReasonSchema } from '../post-review.ts';

const managedPostsRequest = z.extend(pageParamsSchema, {
  /** Only this access level (ARTICLE_TYPE); absent: every level. */
  article_type: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(4))),
  /** 1: only scheduled posts (display time still ahead); 0 or absent: only posts already shown. */
  pre_display: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(1)), 0),
  /** Only image (1) or video (2) posts; absent: both. */
  resource_type: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(2))),
});

/** A post of the creator's own list: every review status, with the operator's reason for a rejection. */
export const managedPostSchema = z.extend(postSchema, {
  /**
   * The operator's note on a rejection (status 5), as typed, or why its video failed (25), in the
   * creator's language; empty otherwise.
   */
  review_note: z.string(),
  /**
   * The rejection's reason (REVIEW_REJECTION_REASONS), which the app shows in the creator's
   * language; '' when the post is not rejected by an operator.
   */
  review_reason: z.union([z.literal(''), reviewRejectionReasonSchema]),
});
export type ManagedPost = z.infer<typeof managedPostSchema>;

/** The signed-in creator's own posts (mine-post), newest first, in every review status. */
export const managePostCall = defineCall({
  path: 'article/managePost',
  access: 'member',
  request: managedPostsRequest,
  response: pageOf(managedPostSchema),
});

/** The same list under the spec's other name. */
export const listManagedPostsCall = defineCall({
  path: 'article/listManagement',
  access: 'member',
  request: managedPostsRequest,
  response: pageOf(managedPostSchema),
});
