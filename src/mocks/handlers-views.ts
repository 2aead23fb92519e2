/**
 * MSW handlers of views (home/stat, home/playRecord), one named handler per state; `viewCallLog`
 * records what was sent. Answered by default in every story (src/mocks/handlers.ts): any feed sends
 * views as its cards leave the screen. No import of handlers.ts, which imports this file.
 */
import { playRecordCall, statCall } from '../contract/calls/home-views.ts';
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
  default: callHandler(statCall, ({ input }) => {
    viewCallLog.views.push(input);
    return sealedReply(statCall, {});
  }),
  /** Refused: nothing on screen may change. */
  error: callHandler(statCall, ({ input }) => {
    viewCallLog.views.push(input);
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/** home/playRecord */
export const playRecordHandlers = {
  default: callHandler(playRecordCall, ({ input }) => {
    viewCallLog.plays.push(input);
    return sealedReply(playRecordCall, {});
  }),
};
