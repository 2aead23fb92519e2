import { decidePostCall, postsToReviewCall } from '../../../../src/contract/calls/ops-posts.ts';
import { pagedAnswer } from '../../../core/paging.ts';
import { handle } from '../../../http/call-context.ts';
import { decidePost } from './post-decision.service.ts';
import { listPostsToReview } from './posts-to-review.service.ts';

/** ops/postsToReview and ops/decidePost (the envelope checked the operator's role). */
export const opsPostHandlers = [
  handle(postsToReviewCall, async (ctx, input) => pagedAnswer(input, await listPostsToReview(ctx, input))),
  handle(decidePostCall, (ctx, input) => decidePost(ctx, input)),
];
