import type { likePostCall } from '../contract/calls/post-like.ts';
import { callApi } from './client.ts';

/** Likes a post; the answer is the post's like state after the change. */
export function likePost(articleId: number) {
  return callApi<typeof likePostCall>('article/like', { article_id: articleId });
}
