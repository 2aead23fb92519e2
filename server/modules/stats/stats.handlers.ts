import { postStatsCall } from '../../../src/contract/calls/post-stats.ts';
import { getUserStatisticCall } from '../../../src/contract/calls/user-get-user-statistic.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { overallStats, postStats } from './stats.service.ts';
import { pagedAnswer } from '../../core/paging.ts';

/** user/getUserStatistic and article/stats: a creator's earnings over a range (mine-earn). */
export const statsHandlers = [
  handle(getUserStatisticCall, (ctx, input) => overallStats(ctx, signedInUserId(ctx), input)),
  handle(postStatsCall, async (ctx, input) =>
    pagedAnswer(input, { list: await postStats(ctx, signedInUserId(ctx), input) }),
  ),
];
