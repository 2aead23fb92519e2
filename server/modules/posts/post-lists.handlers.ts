import {
  getArticleByInterestedCall,
  getArticleByUserCall,
  getSubscriptionArticleCall,
} from '../../../src/contract/calls/article-discovery-lists.ts';
import { getDetailCall } from '../../../src/contract/calls/article-get-detail.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { getPostDetail } from './post-detail.service.ts';
import { listCreatorPosts, listInterestedPosts, listSubscribedPosts } from './post-lists.service.ts';

/** A creator's posts, the subscribed and interested feeds (keyset pages), and a post's detail. */
export const postListHandlers = [
  handle(getArticleByUserCall, async (ctx, input) => ({
    ...(await listCreatorPosts(ctx, input)),
    page: input.page,
    limit: input.limit,
  })),
  handle(getSubscriptionArticleCall, async (ctx, input) => ({
    ...(await listSubscribedPosts(ctx, signedInUserId(ctx), input)),
    page: input.page,
    limit: input.limit,
  })),
  handle(getArticleByInterestedCall, async (ctx, input) => ({
    ...(await listInterestedPosts(ctx, input)),
    page: input.page,
    limit: input.limit,
  })),
  handle(getDetailCall, (ctx, input) => getPostDetail(ctx, input)),
];
