import { getVideoPathCall } from '../../../src/contract/calls/article-get-video-path.ts';
import { getVideoRealPathCall } from '../../../src/contract/calls/article-get-video-real-path.ts';
import { newVideoPathBySubCall } from '../../../src/contract/calls/article-new-video-path-by-sub.ts';
import { newVideoPathCall } from '../../../src/contract/calls/article-new-video-path.ts';
import { handle } from '../../http/call-context.ts';
import { planVideoPaths, playableVideoPath, videoPath, videoPaths } from './video-paths.service.ts';

/** article/getVideoPath, getVideoRealPath, newVideoPath, newVideoPathBySub. */
export const videoPathHandlers = [
  handle(getVideoPathCall, (ctx, input) => videoPath(ctx, input.id)),
  handle(getVideoRealPathCall, (ctx, input) => playableVideoPath(ctx, input.id)),
  handle(newVideoPathCall, async (ctx, input) => ({ list: await videoPaths(ctx, input.ids) })),
  handle(newVideoPathBySubCall, async (ctx, input) => ({
    list: await planVideoPaths(ctx, input.subscription_id, input),
    page: input.page,
    limit: input.limit,
  })),
];
