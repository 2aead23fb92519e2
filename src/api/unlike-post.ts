import type { unlikeCall } from '../contract/calls/article-like.ts';
import { callApi } from './client.ts';

/** Takes a like back; the answer is the post's like state after the change. */
export function unlikePost(articleId: number) {
  return callApi<typeof unlikeCall>('article/unlike', { article_id: articleId });
}
