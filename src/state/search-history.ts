/**
 * The search history (spec §2, §9): the last 10 terms searched on this device, most recent first,
 * kept in localStorage so they survive a reload. UI state only: the server keeps its own record of
 * searches for the hot keywords.
 */
import { proxy } from 'valtio';

/** Spec §9: the history holds 10 terms. */
export const SEARCH_HISTORY_MAX = 10;

/** The history after searching `term`: it moves (or is added) to the front; at most 10 kept. */
export function addSearchHistory(history: readonly string[], term: string): string[] {
  const clean = term.trim();
  if (!clean) return [...history];
  return [clean, ...history.filter((entry) => entry !== clean)].slice(0, SEARCH_HISTORY_MAX);
}

/** The localStorage key holding the terms, as a JSON array of strings. */
export const SEARCH_HISTORY_KEY = 'fanvault.searchHistory';

function readStored(): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter((term): term is string => typeof term === 'string').slice(0, SEARCH_HISTORY_MAX);
  } catch {
    // Unreadable (storage disabled, a hand-edited value): start over rather than fail the screen.
    return [];
  }
}

export const searchHistory = proxy<{ terms: string[] }>({ terms: readStored() });

function store(terms: string[]): void {
  searchHistory.terms = terms;
  try {
    if (terms.length === 0) globalThis.localStorage?.removeItem(SEARCH_HISTORY_KEY);
    else globalThis.localStorage?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(terms));
  } catch {
    // Private mode or a full quota: the history lasts as long as the tab.
  }
}

/** Puts `term` first (moving it if it was there); at most 10 are kept. */
export function rememberSearch(term: string): void {
  const next = addSearchHistory(searchHistory.terms, term);
  if (next.join('\n') !== searchHistory.terms.join('\n')) store(next);
}

/** Forgets every term (the history's Clear). */
export function clearSearchHistory(): void {
  store([]);
}

/** Replaces the history, most recent first (stories and tests start from a known list). */
export function replaceSearchHistory(terms: readonly string[]): void {
  store(terms.slice(0, SEARCH_HISTORY_MAX));
}

// A search made in another tab shows here too.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === SEARCH_HISTORY_KEY || event.key === null) searchHistory.terms = readStored();
});
