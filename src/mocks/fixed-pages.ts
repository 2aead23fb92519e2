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
