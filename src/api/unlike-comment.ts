import type { unlikeCommentCall } from '../contract/calls/comment-calls.ts';
import { callApi } from './client.ts';

/** Takes a comment's like back; the count never goes below 0. */
export function unlikeComment(commentId: number) {
  return callApi<typeof unlikeCommentCall>('comment/unlike', { comment_id: commentId });
}
