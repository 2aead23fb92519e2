/** The chat room's scrolling rules (spec §9), apart from the DOM so they can be tested alone. */

/** Older messages are asked for when the reader is this close to the top, in px. */
export const CHAT_HISTORY_LOAD_DISTANCE_PX = 100;
/** At most one page of older messages per this many ms. */
export const CHAT_HISTORY_LOAD_INTERVAL_MS = 500;
/** The scroll-to-bottom button shows when the reader is further than this from the bottom, in px. */
export const CHAT_SCROLL_BUTTON_DISTANCE_PX = 126;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How far the reader is from the newest message, in px (0 at the bottom). */
export function distanceFromBottom({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number {
  return Math.max(0, scrollHeight - scrollTop - clientHeight);
}

/** Whether the reader is away from the newest messages: the button shows, new messages are counted. */
export function isAwayFromBottom(
  metrics: ScrollMetrics,
  threshold = CHAT_SCROLL_BUTTON_DISTANCE_PX,
): boolean {
  return distanceFromBottom(metrics) > threshold;
}

/** Whether the reader is near enough to the top for the previous page. */
export function isNearTop({ scrollTop }: ScrollMetrics, distance = CHAT_HISTORY_LOAD_DISTANCE_PX): boolean {
  return scrollTop < distance;
}

/**
 * How long until the next page may be asked for: 0 now, else the rest of the interval since the
 * last one.
 */
export function waitBeforeLoad(
  now: number,
  lastLoad: number,
  interval = CHAT_HISTORY_LOAD_INTERVAL_MS,
): number {
  return Math.max(0, lastLoad + interval - now);
}

/** What a change of the message list was, told by the keys of its first and last messages. */
export type ListChange = 'none' | 'first' | 'older' | 'newer';

export function listChange(
  before: { first: string | undefined; last: string | undefined },
  after: { first: string | undefined; last: string | undefined },
): ListChange {
  if (after.last === undefined) return 'none';
  if (before.last === undefined) return 'first';
  if (after.last !== before.last) return 'newer';
  if (after.first !== before.first) return 'older';
  return 'none';
}
