/** Plan display and ordering rules (spec §4, §5). */

/** unlock_day_after_subscribe of 1000 means a new subscriber sees every past post. */
export const UNLOCK_ALL_DAYS = 1000;

export type PlanMoveInfo = 'firstItem' | 'lastItem';

/**
 * What a move asks for: a swap with the neighbour, or the spec's info when the plan is
 * already first (moving up) or last (moving down).
 */
export function planMoveOutcome(
  direction: 'up' | 'down',
  index: number,
  count: number,
): { kind: 'move' } | { kind: 'info'; info: PlanMoveInfo } {
  if (direction === 'up' && index <= 0) return { kind: 'info', info: 'firstItem' };
  if (direction === 'down' && index >= count - 1) return { kind: 'info', info: 'lastItem' };
  return { kind: 'move' };
}
