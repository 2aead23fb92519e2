/**
 * What a keyword finds among posts (search/search-match.ts): their title, tags and text, ranked by
 * relevance and recency, a post 30 days newer counting as twice as relevant (docs/decisions.md,
 * "Search").
 */
import { eq, type SQL } from 'drizzle-orm';
import { REVIEW_STATUS } from '../../../src/contract/enums.ts';
import { posts } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { searchMatchOf, searchScoreOf } from '../search/search-match.ts';

export const POST_SEARCH_HALF_LIFE_SECONDS = 30 * 24 * 3600;

export interface PostSearch {
  where: SQL;
  score: SQL;
}

/** The posts a keyword finds and their score; null when nothing can match it. */
export async function postSearchOf(db: Database, keyword: string): Promise<PostSearch | null> {
  const match = await searchMatchOf(
    db,
    {
      table: posts,
      vector: posts.searchVector,
      names: posts.searchTitle,
      searchable: eq(posts.status, REVIEW_STATUS.published),
    },
    keyword,
  );
  if (!match) return null;
  return {
    where: match.where,
    score: searchScoreOf(match.relevance, posts.displayAt, POST_SEARCH_HALF_LIFE_SECONDS),
  };
}
