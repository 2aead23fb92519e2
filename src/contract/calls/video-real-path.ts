import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { videoPathSchema } from '../video-path.ts';
import { databaseId } from '../ids.ts';

/**
 * The playable video of one post, for the player: refused with a message (status 0) when the
 * viewer is not entitled or the video is still processing, so an answer always has a `url`.
 */
export const getVideoRealPathCall = defineCall({
  path: 'article/getVideoRealPath',
  access: 'anyone',
  request: z.object({ id: databaseId }),
  response: videoPathSchema,
});
