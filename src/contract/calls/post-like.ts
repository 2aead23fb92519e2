import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { databaseId } from '../ids.ts';

const likeRequest = z.object({ article_id: databaseId });
/** The post's state after the change; liking twice or unliking twice changes nothing. */
const likeResponse = z.object({
  is_liked: z.union([z.literal(0), z.literal(1)]),
  like_num: z.int().check(z.minimum(0)),
});

/** Likes a post (a gated action: visitors are asked to sign in first). */
export const likePostCall = defineCall({
  path: 'article/like',
  access: 'member',
  request: likeRequest,
  response: likeResponse,
});

/** Takes a like back; the count never goes below 0. */
export const unlikePostCall = defineCall({
  path: 'article/unlike',
  access: 'member',
  request: likeRequest,
  response: likeResponse,
});
