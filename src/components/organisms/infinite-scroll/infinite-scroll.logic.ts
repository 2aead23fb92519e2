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

/** The paging flags of a list's query (TanStack Query's infinite query names them so). */
export interface PagingFlags {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

/**
 * The footer a paged list shows: the end once there is no next page, else a failed load (the
 * reader retries by hand), else the load in flight, else waiting for the reader to scroll.
 */
export function infiniteScrollStatus(flags: PagingFlags): InfiniteScrollStatus {
  if (!flags.hasNextPage) return 'done';
  if (flags.isFetchNextPageError) return 'error';
  if (flags.isFetchingNextPage) return 'loading';
  return 'idle';
}
