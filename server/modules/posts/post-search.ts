/**
 * What a keyword finds among posts (search/search-match.ts): their title, tags and text, ranked by
 * relevance and recency, a post 30 days newer counting as twice as relevant, among the
 * SEARCH_DEPTH most recent it finds (docs/decisions.md, "Search").
 */
import { posts } from '../../db/schema.ts';
import { searchModesOf, type SearchModes } from '../search/search-match.ts';

export const POST_SEARCH_HALF_LIFE_SECONDS = 30 * 24 * 3600;

/** How many of the most recent posts a search finds it ranks and pages through (200 pages of 10). */
export const SEARCH_DEPTH = 2000;

export function postSearchModesOf(keyword: string): SearchModes {
  return searchModesOf(
    {
      vector: posts.searchVector,
      names: posts.searchTitle,
      time: posts.displayAt,
      halfLifeSeconds: POST_SEARCH_HALF_LIFE_SECONDS,
    },
    keyword,
  );
}
