import { deletePostCall } from '../../../src/contract/calls/post-delete.ts';
import { getPostForEditCall } from '../../../src/contract/calls/post-for-edit.ts';
import { likePostCall, unlikePostCall } from '../../../src/contract/calls/post-like.ts';
import { listManagedPostsCall, managePostCall } from '../../../src/contract/calls/managed-posts.ts';
import { publishPostCall } from '../../../src/contract/calls/post-publish.ts';
import { getCollectedPostsCall } from '../../../src/contract/calls/collected-posts.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { likePost, unlikePost } from './likes.service.ts';
import { deletePost, getPostForEdit, listManagedPosts, publishPost } from './publish.service.ts';
import { listUserPosts } from './user-posts.service.ts';
import { pagedAnswer } from '../../core/paging.ts';

const managedPosts = handle(managePostCall, async (ctx, input) =>
  pagedAnswer(input, { list: await listManagedPosts(ctx, signedInUserId(ctx), input) }),
);

/**
 * article/like, unlike, the fan's bought and liked posts (user/getArticleList), and
 * publishing: publish, delete, managePost / listManagement, getArticleByIdForEdit.
 */
export const postHandlers = [
  handle(likePostCall, (ctx, input) => likePost(ctx, signedInUserId(ctx), input.article_id)),
  handle(unlikePostCall, (ctx, input) => unlikePost(ctx, signedInUserId(ctx), input.article_id)),
  handle(publishPostCall, (ctx, input) => publishPost(ctx, signedInUserId(ctx), input)),
  handle(deletePostCall, (ctx, input) => deletePost(ctx, signedInUserId(ctx), input.article_id)),
  managedPosts,
  { ...managedPosts, call: listManagedPostsCall },
  handle(getPostForEditCall, (ctx, input) => getPostForEdit(ctx, signedInUserId(ctx), input.id)),
  handle(getCollectedPostsCall, async (ctx, input) =>
    pagedAnswer(input, { list: await listUserPosts(ctx, signedInUserId(ctx), input) }),
  ),
];
