/**
 * The console's posts-to-review queue (issue 23): the posts waiting for an operator, each as a fan
 * would see it with its media open to the operator, and the operator's decision on one.
 */
import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf, postSchema } from '../entities.ts';
import { rolesOf } from '../operators.ts';
import { postDecisionSchema } from '../post-review.ts';

/** One post of the queue. */
export const postToReviewSchema = z.object({
  /**
   * The post as a fan would see it, its originals open (`is_unlock` 1): signed for the operator
   * (viewer `o{operatorId}`), whose console session the media routes check.
   */
  post: postSchema,
  /**
   * A video post's HLS playlist, signed for the operator like its poster; null for a picture post
   * (or a video not processed yet).
   */
  video_url: z.nullable(z.string()),
  /** When the post was submitted (created), Unix seconds. */
  submitted_at: z.int().check(z.nonnegative()),
  /** How long it has waited, in seconds, by the server's clock. */
  waiting_seconds: z.int().check(z.nonnegative()),
  /** The plans that unlock it (a subscription post), with their names and monthly prices. */
  plans: z.array(z.object({ id: z.int(), name: z.string(), price: z.number() })),
});
export type PostToReview = z.infer<typeof postToReviewSchema>;

/**
 * The posts queue's two tabs: `waiting` for review (status 1, review mode manual), or `published`
 * at once and not reviewed yet (review mode auto: reviewed after).
 */
export const POST_QUEUES = ['waiting', 'published'] as const;
export type PostQueue = (typeof POST_QUEUES)[number];

/** The posts of one tab, the longest waiting first. */
export const postsToReviewCall = defineCall({
  path: 'ops/postsToReview',
  access: 'operator',
  roles: rolesOf('posts'),
  request: z.extend(pageParamsSchema, { queue: z._default(z.enum(POST_QUEUES), 'waiting') }),
  response: z.extend(pageOf(postToReviewSchema), {
    /** How many posts wait in all. */
    total: z.int().check(z.nonnegative()),
  }),
});

/**
 * Approves (published, 2) or rejects (5) a post. A rejection names a reason from
 * REVIEW_REJECTION_REASONS and may add a note; the creator reads both in mine-post and may edit
 * and resubmit. Every decision is written to the audit log.
 */
export const decidePostCall = defineCall({
  path: 'ops/decidePost',
  access: 'operator',
  roles: rolesOf('posts'),
  request: postDecisionSchema,
  response: z.object({ id: z.int(), status: z.int() }),
});
