/** Where a paged list stands: waiting for the reader, fetching, failed, or at its end. */
export type InfiniteScrollStatus = 'idle' | 'loading' | 'error' | 'done';

/** Spec §2: loading starts 100 px before the end of the list, at most once per 1000 ms. */
export const INFINITE_SCROLL_DISTANCE_PX = 100;
export const INFINITE_SCROLL_INTERVAL_MS = 1000;

/**
 * Whether reaching the end asks for the next page: only while idle. A load in flight, a failed
 * one (the reader retries by hand, so a broken network is not hammered) and the end stop it.
 */
export function watchesForMore(status: InfiniteScrollStatus): boolean {
  return status === 'idle';
}
