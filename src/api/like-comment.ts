import type { likeCommentCall } from '../contract/calls/comment-calls.ts';
import { callApi } from './client.ts';

/** Likes a comment; the answer is its like state after the change (repeating changes nothing). */
export function likeComment(commentId: number) {
  return callApi<typeof likeCommentCall>('comment/like', { comment_id: commentId });
}
