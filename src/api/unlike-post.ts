import { unlikeCall } from '../contract/calls/article-like.ts';
import { callApi } from './client.ts';

/** Takes a like back; the answer is the post's like state after the change. */
export function unlikePost(articleId: number) {
  return callApi(unlikeCall, { article_id: articleId });
}
