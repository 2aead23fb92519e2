/**
 * Keyset paging (src/contract/entities-discovery.ts): the next page of a feed starts at the
 * `cursor` the previous page answered. Spec §7 still holds: a page shorter than its limit is the
 * last one, and so is a page whose cursor is empty.
 */
export interface CursorPageParam {
  page: number;
  /** '' for the first page. */
  cursor: string;
}

export const FIRST_CURSOR_PAGE: CursorPageParam = { page: 1, cursor: '' };

/** For `getNextPageParam`: where the next page starts, or undefined at the end. */
export function nextCursorPageOf(last: {
  list: readonly unknown[];
  page: number;
  limit: number;
  cursor: string;
}): CursorPageParam | undefined {
  if (last.list.length < last.limit || last.cursor === '') return undefined;
  return { page: last.page + 1, cursor: last.cursor };
}

/** The request's paging fields: the cursor only once there is one. */
export function cursorRequestOf({ page, cursor }: CursorPageParam, limit: number) {
  return cursor ? { page, limit, cursor } : { page, limit };
}

/**
 * For a list paged by cursor alone (the chat contacts): the cursor the next page starts at, or
 * undefined once a page came back short or answered no cursor.
 */
export function nextCursorOf(
  last: { list: readonly unknown[]; cursor: string },
  limit: number,
): string | undefined {
  return last.list.length < limit || last.cursor === '' ? undefined : last.cursor;
}
