/** The key react-router gives the entry a router starts on (no in-app history before it). */
export const INITIAL_LOCATION_KEY = 'default';

/**
 * Whether "back" stays inside the app (spec §2: back falls back to home when there is no
 * history). react-router's BrowserRouter writes the entry's index as `idx` into
 * `window.history.state`, so index 0 means the app was opened on this page (a shared link, a
 * new tab) and `history.back()` would leave the site or do nothing. A memory router (tests,
 * Storybook) leaves `window.history` alone, so its initial location key answers instead.
 */
export function canGoBackInApp(historyState: unknown, locationKey: string): boolean {
  if (locationKey === INITIAL_LOCATION_KEY) return false;
  const idx = (historyState as { idx?: unknown } | null | undefined)?.idx;
  return typeof idx === 'number' ? idx > 0 : true;
}
