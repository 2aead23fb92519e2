import { deletePostCall } from '../../../src/contract/calls/article-delete.ts';
import { getPostForEditCall } from '../../../src/contract/calls/article-get-article-by-id-for-edit.ts';
import { likeCall, unlikeCall } from '../../../src/contract/calls/article-like.ts';
import { listManagementCall, managePostCall } from '../../../src/contract/calls/article-manage-post.ts';
import { publishCall } from '../../../src/contract/calls/article-publish.ts';
import { getUserArticleListCall } from '../../../src/contract/calls/user-get-article-list.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { likePost, unlikePost } from './likes.service.ts';
import { deletePost, getPostForEdit, listManagedPosts, publishPost } from './publish.service.ts';
import { listUserPosts } from './user-posts.service.ts';

const managedPosts = handle(managePostCall, async (ctx, input) => ({
  list: await listManagedPosts(ctx, signedInUserId(ctx), input),
  page: input.page,
  limit: input.limit,
}));

/**
 * article/like, unlike, the fan's bought and liked posts (user/getArticleList), and
 * publishing: publish, delete, managePost / listManagement, getArticleByIdForEdit.
 */
export const postHandlers = [
  handle(likeCall, (ctx, input) => likePost(ctx, signedInUserId(ctx), input.article_id)),
  handle(unlikeCall, (ctx, input) => unlikePost(ctx, signedInUserId(ctx), input.article_id)),
  handle(publishCall, (ctx, input) => publishPost(ctx, signedInUserId(ctx), input)),
  handle(deletePostCall, (ctx, input) => deletePost(ctx, signedInUserId(ctx), input.article_id)),
  managedPosts,
  { ...managedPosts, call: listManagementCall },
  handle(getPostForEditCall, (ctx, input) => getPostForEdit(ctx, signedInUserId(ctx), input.id)),
  handle(getUserArticleListCall, async (ctx, input) => ({
    list: await listUserPosts(ctx, signedInUserId(ctx), input),
    page: input.page,
    limit: input.limit,
  })),
];
