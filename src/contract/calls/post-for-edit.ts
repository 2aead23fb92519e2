import { z } from 'zod/mini';
import { reviewRejectionReasonSchema } from '../post-review.ts';
import { defineCall } from '../call.ts';
import { databaseId } from '../ids.ts';

/** One file of a post being edited: the upload id the form sends back, and its pictures. */
const editMediaSchema = z.object({
  /** The upload's id (`article/publish` media); null for a file that did not come from an upload (seed data). */
  upload_id: z.nullable(z.string()),
  /** Signed URL of the original, for the owner's preview. */
  url: z.string(),
  /** Public blurred preview. */
  url_blur: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  video_time: z.int().check(z.nonnegative()),
});

/** The owner's post with everything the publish form needs to edit it. */
export const getPostForEditCall = defineCall({
  path: 'article/getArticleByIdForEdit',
  access: 'member',
  request: z.object({ id: databaseId }),
  response: z.object({
    id: z.int().check(z.positive()),
    category: z.string(),
    title: z.string(),
    content: z.string(),
    tags: z.array(z.string()),
    resource_type: z.union([z.literal(1), z.literal(2)]),
    article_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    subscription_ids: z.array(z.int()),
    price: z.number().check(z.nonnegative()),
    /** Seconds since the epoch. */
    display_at: z.int().check(z.nonnegative()),
    status: z.int(),
    /** The operator's note on a rejection (or a video's failure), as managePost answers it. */
    review_note: z.string(),
    /** The rejection's reason (REVIEW_REJECTION_REASONS), '' unless an operator rejected the post. */
    review_reason: z.union([z.literal(''), reviewRejectionReasonSchema]),
    media: z.array(editMediaSchema),
  }),
});
