import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { databaseId } from '../ids.ts';

/** A view: the post left the viewport after at least half of it was seen for `time` ms. */
const viewRequest = z.object({
  id: databaseId,
  time: z.number().check(z.int(), z.nonnegative(), z.maximum(86_400_000)),
});

/** Counts a post's view, once per viewer and post per period however often it is sent. */
export const recordPostViewCall = defineCall({
  path: 'home/stat',
  access: 'anyone',
  request: viewRequest,
  response: z.object({}),
});

/** Counts a video's play (`time` ms watched), once per viewer and post per period. */
export const recordVideoPlayCall = defineCall({
  path: 'home/playRecord',
  access: 'anyone',
  request: viewRequest,
  response: z.object({}),
});
