import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { overallStatsSchema } from '../entities-money.ts';
import { UNIX_SECONDS_MAX, unixSeconds } from '../unix-time.ts';

/** A time range in seconds since the epoch, start included, end excluded; at most 366 days. */
export const statsRangeSchema = z
  .object({
    /** Start of the range, Unix seconds (included). */
    start_time: unixSeconds,
    /** End of the range, Unix seconds (excluded), after the start and at most 366 days later. */
    end_time: z.number().check(z.int(), z.positive(), z.maximum(UNIX_SECONDS_MAX)),
  })
  .check(
    z.refine(
      (range) => range.end_time > range.start_time && range.end_time - range.start_time <= 366 * 86400,
      // Named after the field to correct, so the refusal says which one (not the whole `data`).
      { path: ['end_time'] },
    ),
  );

/** A creator's overall performance over a range (mine-earn; the last 7 days by default). */
export const getUserStatisticCall = defineCall({
  path: 'user/getUserStatistic',
  access: 'member',
  request: statsRangeSchema,
  response: overallStatsSchema,
});
