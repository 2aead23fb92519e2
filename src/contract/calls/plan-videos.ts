import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { videoPathSchema } from '../video-path.ts';
import { databaseId } from '../ids.ts';

/** The videos of one plan's posts the viewer may see, newest first, paged. */
export const getPlanVideosCall = defineCall({
  path: 'article/newVideoPathBySub',
  access: 'anyone',
  request: z.extend(pageParamsSchema, {
    /** The plan's id. */
    subscription_id: databaseId,
  }),
  response: pageOf(videoPathSchema),
});
