/**
 * MSW handlers of views (home/stat, home/playRecord), one named handler per state; `viewCallLog`
 * records what was sent. Answered by default in every story (src/mocks/handlers.ts): any feed sends
 * views as its cards leave the screen. No import of handlers.ts, which imports this file.
 */
import { recordVideoPlayCall, recordPostViewCall } from '../contract/calls/post-views.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

export const viewCallLog = {
  views: [] as { id: number; time: number }[],
  plays: [] as { id: number; time: number }[],
};

export function resetViewCallLog(): void {
  viewCallLog.views.length = 0;
  viewCallLog.plays.length = 0;
}

/** home/stat */
export const viewHandlers = {
  /** Counted (the server counts once per viewer and period). */
  default: callHandler(recordPostViewCall, ({ input }) => {
    viewCallLog.views.push(input);
    return sealedReply(recordPostViewCall, {});
  }),
  /** Refused: nothing on screen may change. */
  error: callHandler(recordPostViewCall, ({ input }) => {
    viewCallLog.views.push(input);
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/** home/playRecord */
export const playRecordHandlers = {
  default: callHandler(recordVideoPlayCall, ({ input }) => {
    viewCallLog.plays.push(input);
    return sealedReply(recordVideoPlayCall, {});
  }),
};
