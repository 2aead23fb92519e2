import { getVideoPathCall } from '../../../src/contract/calls/video-path.ts';
import { getVideoRealPathCall } from '../../../src/contract/calls/video-real-path.ts';
import { getPlanVideosCall } from '../../../src/contract/calls/plan-videos.ts';
import { getNewVideosCall } from '../../../src/contract/calls/new-videos.ts';
import { handle } from '../../http/call-context.ts';
import { planVideoPaths, playableVideoPath, videoPath, videoPaths } from './video-paths.service.ts';
import { pagedAnswer } from '../../core/paging.ts';

/** article/getVideoPath, getVideoRealPath, newVideoPath, newVideoPathBySub. */
export const videoPathHandlers = [
  handle(getVideoPathCall, (ctx, input) => videoPath(ctx, input.id)),
  handle(getVideoRealPathCall, (ctx, input) => playableVideoPath(ctx, input.id)),
  handle(getNewVideosCall, async (ctx, input) => ({ list: await videoPaths(ctx, input.ids) })),
  handle(getPlanVideosCall, async (ctx, input) =>
    pagedAnswer(input, { list: await planVideoPaths(ctx, input.subscription_id, input) }),
  ),
];
