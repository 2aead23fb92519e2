/**
 * Paging, written once: a list call's `page` (counted from 1) and `limit` become the rows its
 * query skips, and its answer carries them back beside what it found.
 */

/** The page a list call asks for. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** How many rows come before page `page` of `limit` rows (page 1 skips none). */
export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.limit;
}

/** A paged answer: what the service found (its `list`, and any totals) with the page and limit asked for. */
export function pagedAnswer<T extends object>(request: PageRequest, found: T): T & PageRequest {
  return { ...found, page: request.page, limit: request.limit };
}
