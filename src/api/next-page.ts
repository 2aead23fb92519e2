/**
 * The next page of a paged list (spec §7: paged lists stop when a page returns fewer than its
 * limit), for `getNextPageParam`: undefined once a page came back short.
 */
export function nextPageOf(last: {
  list: readonly unknown[];
  page: number;
  limit: number;
}): number | undefined {
  return last.list.length < last.limit ? undefined : last.page + 1;
}
