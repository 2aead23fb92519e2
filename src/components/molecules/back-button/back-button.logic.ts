import { historyIndex } from '../../../state/history-entries.ts';

/**
 * Whether "back" stays inside the app (spec §2: back falls back to home when there is no
 * history). The app numbers the entries it makes (state/history-entries.ts): the entry the app
 * was opened on (a shared link, a new tab) has no number, and `history.back()` from it would leave
 * the site or do nothing. A memory location (tests, Storybook) leaves `window.history` alone, so
 * there back always goes home.
 */
export function canGoBackInApp(historyState: unknown): boolean {
  return historyIndex(historyState) > 0;
}
