import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { text } from '../strings.ts';
import { MAX_VIDEO_PATH_IDS, videoPathSchema } from '../video-path.ts';
import { databaseId } from '../ids.ts';

/**
 * The videos of several posts at once (a page of a feed), in the order asked; ids that are not a
 * video post the viewer may see are left out.
 */
export const getNewVideosCall = defineCall({
  path: 'article/newVideoPath',
  access: 'anyone',
  request: z.object({
    /** Post ids, comma-joined ("12,15,20"), at most 50. */
    ids: z.pipe(
      text().check(z.regex(/^\d{1,9}(,\d{1,9})*$/)),
      z.pipe(
        z.transform((joined: string) => joined.split(',').map(Number)),
        z.array(databaseId).check(z.maxLength(MAX_VIDEO_PATH_IDS)),
      ),
    ),
  }),
  response: z.object({ list: z.array(videoPathSchema) }),
});
