import { recordVideoPlayCall, recordPostViewCall } from '../../../src/contract/calls/post-views.ts';
import { handle } from '../../http/call-context.ts';
import { recordPostView, VIEW_KIND } from './views.service.ts';

/** home/stat (a post seen), home/playRecord (a video played). */
export const viewHandlers = [
  handle(recordPostViewCall, async (ctx, input) => {
    await recordPostView(ctx, input.id, VIEW_KIND.seen, input.time);
    return {};
  }),
  handle(recordVideoPlayCall, async (ctx, input) => {
    await recordPostView(ctx, input.id, VIEW_KIND.played, input.time);
    return {};
  }),
];
