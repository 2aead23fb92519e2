/**
 * How close a month's spending is to its cap (issue 26): no cap, well within it, near it (80 % and
 * up: the fan is warned before a payment is refused) or at or past it (every further charge it
 * covers is refused until the month resets).
 */
export type SpendingLevel = 'none' | 'within' | 'near' | 'reached';

/** From this share of the cap up, the meter warns. */
export const NEAR_CAP_SHARE = 0.8;

export function spendingLevelOf(spent: number, cap: number | null): SpendingLevel {
  if (cap === null) return 'none';
  if (spent >= cap) return 'reached';
  return spent >= cap * NEAR_CAP_SHARE ? 'near' : 'within';
}

/** The share of the cap spent, 0 to 100 (a cap below the spending shows full). */
export function spentPercent(spent: number, cap: number | null): number {
  if (cap === null || cap <= 0) return 0;
  return Math.min(100, Math.round((spent / cap) * 100));
}
