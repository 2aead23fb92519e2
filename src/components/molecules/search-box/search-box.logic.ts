/**
 * Search rules of product spec sections 2 and 9: search 500 ms after the last keystroke; tags show
 * at most 20 characters. The history's rule (10 terms) is the store's, src/state/search-history.ts.
 */

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_TAG_MAX_CHARS = 20;

/** A tag's label: the first 20 characters and an ellipsis when longer (by code point). */
export function truncateSearchTag(tag: string, max = SEARCH_TAG_MAX_CHARS): string {
  const chars = Array.from(tag);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : tag;
}

/**
 * A debouncer: `call` restarts the wait, `flush` runs the pending call at once, `cancel`
 * drops it. Timers are injectable so tests can drive time.
 */
export function createDebouncer<A extends unknown[]>(
  run: (...args: A) => void,
  wait = SEARCH_DEBOUNCE_MS,
  // Wrapped: browsers refuse a bare `setTimeout` called as a method of another object.
  timers: { set: typeof setTimeout; clear: typeof clearTimeout } = {
    set: ((handler: () => void, ms: number) => setTimeout(handler, ms)) as typeof setTimeout,
    clear: (id) => clearTimeout(id),
  },
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const cancel = () => {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
    pending = undefined;
  };
  const flush = () => {
    const args = pending;
    cancel();
    if (args) run(...args);
  };
  const call = (...args: A) => {
    cancel();
    pending = args;
    timer = timers.set(flush, wait);
  };
  return { call, flush, cancel };
}
