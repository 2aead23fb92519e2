/** Where a scroll-direction bar stands after the last position it saw. */
export interface ScrollDirectionState {
  /** The last scroll position that changed the decision (or the first one seen). */
  anchorY: number;
  hidden: boolean;
}

export interface ScrollDirectionOptions {
  /** Movements smaller than this, in px, are jitter (momentum, rubber-banding) and ignored. @default 8 */
  tolerance?: number;
  /** Within this many px of the top the bar always shows, so the page never starts without it. @default 64 */
  topOffset?: number;
}

export const INITIAL_SCROLL_DIRECTION: ScrollDirectionState = { anchorY: 0, hidden: false };

/**
 * The next state for a new scroll position: hidden after moving down, shown after moving up
 * (spec §2: the mobile bar hides on scroll down and reappears on scroll up).
 */
export function nextScrollDirection(
  state: ScrollDirectionState,
  y: number,
  { tolerance = 8, topOffset = 64 }: ScrollDirectionOptions = {},
): ScrollDirectionState {
  // iOS reports negative positions while rubber-banding past the top.
  const position = Math.max(0, y);
  if (position <= topOffset)
    return state.hidden || state.anchorY !== position ? { anchorY: position, hidden: false } : state;
  const delta = position - state.anchorY;
  if (Math.abs(delta) < tolerance) return state;
  const hidden = delta > 0;
  return { anchorY: position, hidden };
}

/** Folds a run of scroll positions, as the browser would report them one after another. */
export function scrollDirectionAfter(
  positions: readonly number[],
  options?: ScrollDirectionOptions,
): boolean {
  return positions.reduce((state, y) => nextScrollDirection(state, y, options), INITIAL_SCROLL_DIRECTION)
    .hidden;
}
