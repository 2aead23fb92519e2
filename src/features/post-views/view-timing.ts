/**
 * When a post counts as seen (spec §9: "view stat sent when an item leaves view after at least 50%
 * visible"), as pure rules the view tracker applies to IntersectionObserver's answers.
 */

/** At least this share of a card must have been on screen. */
export const VIEW_VISIBLE_SHARE = 0.5;

/** The longest view the server takes (home/stat's `time`, a day in ms). */
export const VIEW_TIME_MAX_MS = 86_400_000;

export interface ViewObservation {
  /** Any part of the card is on screen. */
  intersecting: boolean;
  /** The share of the card on screen, 0 to 1. */
  ratio: number;
  /** How tall the part on screen is, and the screen, in px. */
  visibleHeight: number;
  rootHeight: number;
}

/**
 * Half the card on screen, or, for a card so tall that half of it never fits (a long caption on a
 * short phone), half the screen filled by it.
 */
export function seenEnough(observation: ViewObservation): boolean {
  if (!observation.intersecting) return false;
  if (observation.ratio >= VIEW_VISIBLE_SHARE) return true;
  return (
    observation.rootHeight > 0 && observation.visibleHeight >= observation.rootHeight * VIEW_VISIBLE_SHARE
  );
}

/** A card's view in progress: since when it has been seen enough, or null while it has not. */
export type ViewState = { since: number | null };

/**
 * The next state of a card after an observation at `now`, and the time to report when the card has
 * just left the screen after being seen enough (once per appearance: the state starts over).
 */
export function observeView(
  state: ViewState,
  observation: ViewObservation,
  now: number,
): { state: ViewState; report: number | null } {
  if (!observation.intersecting) {
    return { state: { since: null }, report: state.since === null ? null : viewTime(state.since, now) };
  }
  if (state.since === null && seenEnough(observation)) return { state: { since: now }, report: null };
  return { state, report: null };
}

/** The ms between two instants as home/stat takes them: whole, never negative, at most a day. */
export function viewTime(since: number, now: number): number {
  return Math.min(VIEW_TIME_MAX_MS, Math.max(0, Math.round(now - since)));
}
