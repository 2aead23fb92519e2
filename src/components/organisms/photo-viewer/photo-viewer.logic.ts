/** Pure rules of the fullscreen photo viewer (spec §2 dialogs, §9 "Zoom 1-4 step 0.2, double tap 300 ms"). */

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.2;
/** Two taps closer than this are a double tap. */
export const DOUBLE_TAP_MS = 300;
/** The zoom a double tap goes to from 1. */
export const DOUBLE_TAP_ZOOM = 2;
/** A drag shorter than this is not a swipe, in px. */
export const SWIPE_MIN_PX = 50;

/** Keeps a zoom inside 1..4, rounded to 0.01 so repeated steps do not drift (1 + 0.2 × 3 = 1.6). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_MIN;
  return Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) * 100) / 100;
}

/** One 0.2 step in (+1) or out (-1), clamped. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clampZoom(zoom + direction * ZOOM_STEP);
}

/** A double tap zooms in to 2 from 1, and back to 1 from any zoom. */
export function toggleZoom(zoom: number): number {
  return zoom > ZOOM_MIN ? ZOOM_MIN : DOUBLE_TAP_ZOOM;
}

/** True when the second tap comes within 300 ms of the first (inclusive). */
export function isDoubleTap(prevMs: number | null, nowMs: number): boolean {
  return prevMs !== null && nowMs - prevMs >= 0 && nowMs - prevMs <= DOUBLE_TAP_MS;
}

/** The page after moving by `delta`, kept inside 0..count-1 (no wrap: the ends are ends). */
export function movePage(index: number, count: number, delta: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}

export type ViewerAction = 'next' | 'previous' | 'close' | null;

/**
 * What a drag of (dx, dy) px means at zoom 1: a mostly-downward drag closes, a mostly
 * sideways one pages. Right to left, a swipe to the left goes back, as the pages run the
 * other way. Zoomed in, drags pan the photo instead.
 */
export function swipeAction(dx: number, dy: number, rtl: boolean, zoom: number): ViewerAction {
  if (zoom > ZOOM_MIN) return null;
  if (dy >= SWIPE_MIN_PX && dy > Math.abs(dx)) return 'close';
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  const towardsStart = dx > 0; // a drag to the right reveals the page on the left
  return towardsStart !== rtl ? 'previous' : 'next';
}

/** Arrow keys follow the screen: right is next in LTR, previous in RTL. */
export function keyAction(key: string, rtl: boolean): ViewerAction {
  if (key === 'ArrowRight') return rtl ? 'previous' : 'next';
  if (key === 'ArrowLeft') return rtl ? 'next' : 'previous';
  return null;
}

/** One wheel notch (or trackpad pinch, which Chrome sends as ctrl+wheel) is one step. */
export function wheelZoom(zoom: number, deltaY: number): number {
  if (deltaY === 0) return zoom;
  return stepZoom(zoom, deltaY < 0 ? 1 : -1);
}

/** The zoom a two-finger pinch gives: the start zoom scaled by how far the fingers spread. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startZoom);
  return clampZoom(startZoom * (distance / startDistance));
}
