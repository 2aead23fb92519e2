import type { unlikePostCall } from '../contract/calls/post-like.ts';
import { callApi } from './client.ts';

/** Takes a like back; the answer is the post's like state after the change. */
export function unlikePost(articleId: number) {
  return callApi<typeof unlikePostCall>('article/unlike', { article_id: articleId });
}
