/**
 * A creator's visible mark (issue 26: `user/getVisibleMark`, `user/setVisibleMark`) in the states
 * a story needs: off (the default), on and tiled, loading, a failed load, a refused save.
 */
import { delay, http } from 'msw';
import { getVisibleMarkCall, setVisibleMarkCall } from '../contract/calls/visible-mark.ts';
import { DEFAULT_VISIBLE_MARK, type VisibleMark } from '../contract/visible-mark.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The host the stories' marks name. */
export const MOCK_SITE = 'fanvault.example';

export const VISIBLE_MARKS = {
  off: { ...DEFAULT_VISIBLE_MARK, site: MOCK_SITE },
  tiled: { enabled: true, placement: 'tiled', opacity: 40, site: MOCK_SITE },
  corner: { enabled: true, placement: 'bottom-right', opacity: 30, site: MOCK_SITE },
} as const satisfies Record<string, VisibleMark>;

/** What the save handler answers from: the setting as the story left it. */
let current: VisibleMark = VISIBLE_MARKS.off;

/** Starts a story from `mark`. */
export function resetVisibleMarkMocks(mark: VisibleMark = VISIBLE_MARKS.off): void {
  current = { ...mark };
}

/** The server's words for a caller who is not a creator (locales/server/en.json). */
export const MOCK_NOT_CREATOR = 'Only creators can mark their pictures. Become a creator first.';

export const visibleMarkHandlers = {
  current: callHandler(getVisibleMarkCall, () => sealedReply(getVisibleMarkCall, current)),
  loading: http.post(callUrl(getVisibleMarkCall), async () => {
    await delay('infinite');
  }),
  error: callHandler(getVisibleMarkCall, () => sealedError(MOCK_SERVER_ERROR)),
};

export const setVisibleMarkHandlers = {
  ok: callHandler(setVisibleMarkCall, async ({ input }) => {
    await delay(100);
    current = { ...input, site: MOCK_SITE };
    return sealedReply(setVisibleMarkCall, current);
  }),
  refused: callHandler(setVisibleMarkCall, () => sealedError(MOCK_NOT_CREATOR)),
};
