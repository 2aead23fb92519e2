/**
 * The app numbers the history entries it makes: every in-app navigation writes `{ idx }` into the
 * entry's state, one more than the entry it leaves (a replace keeps the number). So a screen can
 * tell whether "back" stays inside the app: the entry a tab was opened on (a shared link, a new
 * tab) has no number. The browser keeps the state across reloads, so the number survives them.
 * The router numbers (`numberNavigation`, src/app/app-routes.tsx); the back button reads.
 */
import type { AroundNavHandler } from 'wouter';
import { guardedNavigation } from './leave-guard.ts';

interface NumberedEntry {
  idx: number;
}

/** Where the app's history lives: the browser's, or a memory one where there is no address bar (Storybook). */
export interface InAppHistory {
  /** The state of the current entry. */
  state(): unknown;
  back(): void;
}

const browserHistory: InAppHistory = {
  state: () => window.history.state,
  back: () => window.history.back(),
};

let current: InAppHistory = browserHistory;

/** The history the app navigates in. */
export function inAppHistory(): InAppHistory {
  return current;
}

/** Puts a memory history in the browser's place (null restores the browser's). */
export function setMemoryHistory(history: InAppHistory | null): void {
  current = history ?? browserHistory;
}

/** The number of an entry's state, or 0 for an entry the app did not make. */
export function historyIndex(state: unknown): number {
  const idx = (state as Partial<NumberedEntry> | null | undefined)?.idx;
  return typeof idx === 'number' && Number.isInteger(idx) && idx > 0 ? idx : 0;
}

/** The state to write for a navigation from the current entry, keeping any state asked for. */
export function numberedState(currentState: unknown, asked: unknown, replace: boolean): NumberedEntry {
  const idx = historyIndex(currentState) + (replace ? 0 : 1);
  const extra = typeof asked === 'object' && asked !== null ? asked : {};
  return { ...extra, idx };
}

/**
 * The router's `aroundNav`: every navigation writes its entry's number, once a screen holding
 * unsaved work has let it go (leave-guard.ts).
 */
export const numberNavigation: AroundNavHandler = (navigate, to, options) =>
  guardedNavigation(() =>
    navigate(to, {
      ...options,
      state: numberedState(current.state(), options?.state, Boolean(options?.replace)),
    }),
  );
