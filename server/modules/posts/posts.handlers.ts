import { getListCall } from '../../../src/contract/calls/article-get-list.ts';
import { likeCall, unlikeCall } from '../../../src/contract/calls/article-like.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../accounts/signed-in.ts';
import { likePost, unlikePost } from './likes.service.ts';
import { listPosts } from './posts.service.ts';

/** article/getList, article/like, article/unlike. */
export const postHandlers = [
  handle(getListCall, async (ctx, input) => ({
    list: await listPosts(ctx, input),
    page: input.page,
    limit: input.limit,
  })),
  handle(likeCall, (ctx, input) => likePost(ctx, signedInUserId(ctx), input.article_id)),
  handle(unlikeCall, (ctx, input) => unlikePost(ctx, signedInUserId(ctx), input.article_id)),
];
