import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { videoPathSchema } from '../video-path.ts';
import { databaseId } from '../ids.ts';

/** One post's video for the viewer: playable when entitled, the locked marker otherwise. */
export const getVideoPathCall = defineCall({
  path: 'article/getVideoPath',
  access: 'anyone',
  request: z.object({ id: databaseId }),
  response: videoPathSchema,
});
