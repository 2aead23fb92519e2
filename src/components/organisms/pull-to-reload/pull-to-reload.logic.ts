/** Spec §2: pulling the top of the list down 100 px reloads it. */
export const PULL_TO_RELOAD_PX = 100;

/** Whether a drag of `dragY` px, released, reloads. */
export function shouldReload(dragY: number, threshold: number = PULL_TO_RELOAD_PX): boolean {
  return dragY >= threshold;
}

/**
 * How far the content follows the finger: half the drag up to the threshold, then a fifth,
 * capped, so the pull feels elastic and never drags the page away.
 */
export function pullOffset(dragY: number, threshold: number = PULL_TO_RELOAD_PX, max = 96): number {
  if (dragY <= 0) return 0;
  const eased = Math.min(dragY, threshold) * 0.5 + Math.max(0, dragY - threshold) * 0.2;
  return Math.min(max, eased);
}

/** How far along the pull is, 0 to 1, for the indicator's rotation and opacity. */
export function pullProgress(dragY: number, threshold: number = PULL_TO_RELOAD_PX): number {
  return Math.max(0, Math.min(1, dragY / threshold));
}
