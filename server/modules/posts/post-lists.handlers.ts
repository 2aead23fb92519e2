import {
  getInterestPostsCall,
  getCreatorPostsCall,
  getSubscribedPostsCall,
} from '../../../src/contract/calls/post-discovery-lists.ts';
import { getPostDetailCall } from '../../../src/contract/calls/post-detail.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { getPostDetail } from './post-detail.service.ts';
import { listCreatorPosts, listInterestedPosts, listSubscribedPosts } from './post-lists.service.ts';
import { pagedAnswer } from '../../core/paging.ts';
import { withCreatorPreview } from '../../access/creator-preview.ts';

/** A creator's posts, the subscribed and interested feeds (keyset pages), and a post's detail. */
export const postListHandlers = [
  handle(getCreatorPostsCall, async (ctx, input) => {
    const viewed = await withCreatorPreview(ctx, { uuid: input.uuid }, input.preview);
    return pagedAnswer(input, await listCreatorPosts(viewed, input));
  }),
  handle(getSubscribedPostsCall, async (ctx, input) =>
    pagedAnswer(input, await listSubscribedPosts(ctx, signedInUserId(ctx), input)),
  ),
  handle(getInterestPostsCall, async (ctx, input) =>
    pagedAnswer(input, await listInterestedPosts(ctx, input)),
  ),
  handle(getPostDetailCall, (ctx, input) => getPostDetail(ctx, input)),
];
