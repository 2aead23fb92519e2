import {
  addCommentCall,
  likeCommentCall,
  listCommentsCall,
  unlikeCommentCall,
} from '../../../src/contract/calls/comment-calls.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { likeComment, unlikeComment } from './comment-likes.service.ts';
import { addComment, listComments } from './comments.service.ts';
import { pagedAnswer } from '../../core/paging.ts';

/** comment/list, add, like, unlike. */
export const commentHandlers = [
  handle(listCommentsCall, async (ctx, input) =>
    pagedAnswer(input, { list: await listComments(ctx, input) }),
  ),
  handle(addCommentCall, (ctx, input) => addComment(ctx, signedInUserId(ctx), input)),
  handle(likeCommentCall, (ctx, input) => likeComment(ctx, signedInUserId(ctx), input.comment_id)),
  handle(unlikeCommentCall, (ctx, input) => unlikeComment(ctx, signedInUserId(ctx), input.comment_id)),
];
