/**
 * Paged fixtures: a list cut once into the pages the app reads (DEFAULT_PAGE_SIZE, ten a page),
 * page N picked by the page number asked. The request's limit is echoed, not applied: how the
 * server pages, sorts and filters is its rule (tests/server); a mock hands back the page asked for.
 */
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';

/** `items` cut into pages of `size`; none for an empty list. */
export function fixedPages<T>(items: readonly T[], size = DEFAULT_PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

/** The answer `{list, page, limit}` for page `input.page` of `pages`: empty past the last page. */
export function pageAnswer<T>(pages: readonly T[][], input: { page: number; limit: number }) {
  return { list: pages[input.page - 1] ?? [], page: input.page, limit: input.limit };
}

/** A keyset page as the app reads it: its items and the cursor that asks for the next one. */
export interface FixedCursorPage<T> {
  list: T[];
  cursor: string;
}

/**
 * Keyset fixtures: `items` cut once into pages of `size`, each found under the cursor that asks
 * for it ('' the first, then `k{id}` of the previous page's last item). A full page names the next
 * one's cursor, a short one names '' (the last); a cursor past the end finds an empty page.
 */
export function fixedCursorPages<T extends { id: number }>(
  items: readonly T[],
  size = DEFAULT_PAGE_SIZE,
): Map<string, FixedCursorPage<T>> {
  const pages = new Map<string, FixedCursorPage<T>>();
  let asked = '';
  for (const list of fixedPages(items, size)) {
    const last = list.at(-1);
    const next = list.length < size || !last ? '' : `k${last.id}`;
    pages.set(asked, { list, cursor: next });
    asked = next;
  }
  return pages;
}

/** The answer `{list, page, limit, cursor}` for the cursor asked: an empty last page when none is kept. */
export function cursorPageAnswer<T>(
  pages: ReadonlyMap<string, FixedCursorPage<T>>,
  input: { page: number; limit: number; cursor?: string | undefined },
) {
  const found = pages.get(input.cursor ?? '') ?? { list: [], cursor: '' };
  return { list: found.list, page: input.page, limit: input.limit, cursor: found.cursor };
}
