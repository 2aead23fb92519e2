import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { postPerformanceSchema } from '../entities-money.ts';
import { UNIX_SECONDS_MAX, unixSeconds } from '../unix-time.ts';

/** A creator's posts with each one's numbers over a range, newest first, paged (mine-earn per post). */
export const postStatsCall = defineCall({
  path: 'article/stats',
  access: 'member',
  request: z.extend(pageParamsSchema, {
    /** Start of the range, Unix seconds (included). */
    start_time: unixSeconds,
    /** End of the range, Unix seconds (excluded). */
    end_time: z.number().check(z.int(), z.positive(), z.maximum(UNIX_SECONDS_MAX)),
  }),
  response: pageOf(postPerformanceSchema),
});
