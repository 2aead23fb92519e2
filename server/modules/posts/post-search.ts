/**
 * What a keyword finds among posts (db/search-match.ts): their title, tags and text, ranked by
 * relevance and recency, a post 30 days newer counting as twice as relevant, among the
 * SEARCH_DEPTH most recent it finds (docs/decisions.md, "Search").
 */
import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { posts } from '../../db/schema.ts';
import {
  searchMatchOf,
  searchModesOf,
  type SearchColumns,
  type SearchMatch,
  type SearchMode,
  type SearchModes,
} from '../../db/search-match.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';

export const POST_SEARCH_HALF_LIFE_SECONDS = 30 * 24 * 3600;

/** How many of the most recent posts a search finds it ranks and pages through (200 pages of 10). */
export const SEARCH_DEPTH = 2000;

const POST_SEARCH_COLUMNS: SearchColumns = {
  vector: posts.searchVector,
  names: posts.searchTitle,
  time: posts.displayAt,
  halfLifeSeconds: POST_SEARCH_HALF_LIFE_SECONDS,
};

export function postSearchModesOf(keyword: string): SearchModes {
  return searchModesOf(POST_SEARCH_COLUMNS, keyword);
}

/** One way a keyword (or a prepared statement's placeholder for it) matches posts. */
export function postSearchMatchOf(mode: SearchMode, keyword: string | Placeholder): SearchMatch {
  return searchMatchOf(POST_SEARCH_COLUMNS, mode, keyword);
}

/**
 * A search ranks at most the SEARCH_DEPTH most recent posts it finds (docs/decisions.md,
 * "Search"): the database picks them by the newest-posts index when the words are common and by
 * the search index when they are rare, so a word in half the posts costs what a rare one does.
 * The viewer and the time may be a prepared statement's placeholders (feeds.service.ts).
 */
export function searchCandidatesWhere(
  viewer: { userId?: number | Placeholder | undefined },
  now: Date | Placeholder,
  conditions: readonly SQL[],
): SQL {
  return sql`${posts.id} in (select ${posts.id} from ${posts} where ${and(
    visiblePostsWhere(viewer, now),
    ...conditions,
  )} order by ${posts.displayAt} desc, ${posts.id} desc limit ${SEARCH_DEPTH})`;
}
