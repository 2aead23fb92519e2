/**
 * The swipe rules of the tab swiper (spec §9: swiper velocity 200, animation 250 ms per unit),
 * kept apart from the component so the thresholds are tested without a finger. Embla follows
 * the finger (and resists past the first and last tab); these rules decide where it lands.
 */

/** A release faster than this (px/s) towards a neighbour switches tab, however short the swipe. */
export const SWIPE_VELOCITY_PX_PER_S = 200;
/** The slide between two neighbouring tabs takes this long; further tabs take a multiple. */
export const ANIMATION_MS_PER_TAB = 250;
/** A slow swipe switches tab once it has moved past this share of the panel width. */
export const SWIPE_DISTANCE_RATIO = 0.5;
/** The finger's speed is measured over its last this many ms before release. */
export const VELOCITY_WINDOW_MS = 100;

export interface PointerSample {
  x: number;
  /** ms, e.g. from `event.timeStamp`. */
  t: number;
}

/** Signed horizontal speed in px/s over the last VELOCITY_WINDOW_MS of a drag (0 if unknown). */
export function releaseVelocity(samples: readonly PointerSample[]): number {
  const last = samples.at(-1);
  if (!last) return 0;
  const first = samples.find((sample) => last.t - sample.t <= VELOCITY_WINDOW_MS) ?? last;
  const elapsed = last.t - first.t;
  return elapsed > 0 ? ((last.x - first.x) / elapsed) * 1000 : 0;
}

export interface SwipeRelease {
  /** The tab shown when the swipe began. */
  index: number;
  count: number;
  /** Horizontal movement in px, positive to the right. */
  deltaX: number;
  /** Horizontal speed at release in px/s, positive to the right. */
  velocityX: number;
  /** Panel width in px. */
  width: number;
  /** Right to left: the next tab lies to the left, so swiping right moves forward. */
  rtl: boolean;
}

/**
 * The tab a released swipe lands on: a neighbour when the swipe was faster than
 * SWIPE_VELOCITY_PX_PER_S or passed half the width, unless a fast flick went back the other
 * way (the user changed their mind); otherwise the same tab. Never past the first or last tab.
 */
export function swipeTargetIndex({ index, count, deltaX, velocityX, width, rtl }: SwipeRelease): number {
  // Distance and speed towards the next tab in reading order.
  const forward = rtl ? deltaX : -deltaX;
  const forwardVelocity = rtl ? velocityX : -velocityX;
  const direction = Math.sign(forward);
  if (direction === 0) return index;
  const fast = Math.abs(forwardVelocity) > SWIPE_VELOCITY_PX_PER_S;
  const flungOn = fast && Math.sign(forwardVelocity) === direction;
  const flungBack = fast && Math.sign(forwardVelocity) === -direction;
  const passedHalf = Math.abs(forward) > width * SWIPE_DISTANCE_RATIO;
  if (flungOn || (passedHalf && !flungBack)) {
    return Math.min(count - 1, Math.max(0, index + direction));
  }
  return index;
}

/** How long the panels slide from one tab to another: 250 ms per tab moved, 250 ms to settle back. */
export function transitionMs(from: number, to: number): number {
  return ANIMATION_MS_PER_TAB * Math.max(1, Math.abs(to - from));
}
