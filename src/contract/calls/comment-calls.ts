import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { commentSchema } from '../entities-social.ts';
import { multilineText } from '../strings.ts';
import { databaseId, databaseInteger } from '../ids.ts';

/** The longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 500;

/** Comments on a post (reply_comment_id 0, newest first) or the replies to one (oldest first), paged. */
export const listCommentsCall = defineCall({
  path: 'comment/list',
  access: 'anyone',
  request: z.extend(pageParamsSchema, {
    /** The post. */
    article_id: databaseId,
    /** 0: the post's comments, newest first; a comment's id: its replies, oldest first. */
    reply_comment_id: z._default(databaseInteger, 0),
  }),
  response: pageOf(commentSchema),
});

/** Adds a comment, or a reply to one; trimmed, never empty (spec §5). Answers the stored comment. */
export const addCommentCall = defineCall({
  path: 'comment/add',
  access: 'member',
  request: z.object({
    /** The post. */
    article_id: databaseId,
    /** The comment's text. */
    content: multilineText().check(z.trim(), z.minLength(1), z.maxLength(COMMENT_MAX_LENGTH)),
    /** Replies to this comment of the same post (a reply to a reply joins its thread). */
    reply_comment_id: z.optional(databaseId),
  }),
  response: commentSchema,
});

const commentLikeRequest = z.object({ comment_id: databaseId });
/** The comment's like state after the change; repeating one changes nothing, never below 0. */
const commentLikeResponse = z.object({
  liked: z.union([z.literal(0), z.literal(1)]),
  like: z.int().check(z.nonnegative()),
});

export const likeCommentCall = defineCall({
  path: 'comment/like',
  access: 'member',
  request: commentLikeRequest,
  response: commentLikeResponse,
});

export const unlikeCommentCall = defineCall({
  path: 'comment/unlike',
  access: 'member',
  request: commentLikeRequest,
  response: commentLikeResponse,
});
