/**
 * How a keyword matches (docs/decisions.md, "Search"), for posts and creators alike: by its
 * lexemes (fv_search_query against the row's search_vector, migration 0011: every word, or the
 * pairs of a script without spaces, as written or as the start of a longer word), ranked by the
 * full-text rank; only when no row has them all, by trigram similarity (pg_trgm's `<%`, three
 * characters at least) of the names or titles, for misspellings and words glued to others. One
 * mode per search, chosen by one indexed look, so a common word costs its matches and no more.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';

/** Trigram similarity needs this many characters: shorter keywords match too much. */
export const TRIGRAM_MIN_LENGTH = 3;

export interface SearchMatch {
  /** The rows the keyword finds. */
  where: SQL;
  /** How well a row matches, above 0 (a float). */
  relevance: SQL;
}

export interface SearchColumns {
  /** The table's search lexemes (tsvector). */
  vector: AnyPgColumn;
  /** The table's folded names or title (text, trigram-indexed). */
  names: AnyPgColumn;
  /** Rows a search may find at all (published posts, creators), for the mode's look. */
  searchable: SQL;
  table: PgTable;
}

/** The keyword's match on a table, or null when nothing can match it. */
export async function searchMatchOf(
  db: Database,
  columns: SearchColumns,
  keyword: string,
): Promise<SearchMatch | null> {
  const query = sql`fv_search_query(${keyword})`;
  const lexemes = sql`${columns.vector} @@ ${query}`;
  const found = await db
    .select({ one: sql<number>`1` })
    .from(columns.table)
    .where(and(lexemes, columns.searchable))
    .limit(1);
  if (found.length > 0)
    return { where: lexemes, relevance: sql`coalesce(ts_rank(${columns.vector}, ${query}), 0)` };
  if (keyword.trim().length < TRIGRAM_MIN_LENGTH) return null;
  const folded = sql`fv_search_fold(${keyword})`;
  return {
    where: sql`${folded} <% ${columns.names}`,
    relevance: sql`word_similarity(${folded}, ${columns.names})`,
  };
}

/**
 * Relevance and recency in one number that does not change with time, so a search pages by key:
 * ln(relevance) plus the row's time in half-lives (one half-life newer counts as twice as relevant).
 */
export function searchScoreOf(relevance: SQL, time: AnyPgColumn, halfLifeSeconds: number): SQL {
  return sql`(ln(${relevance} + 0.001) + extract(epoch from ${time})::float8 * ${Math.LN2 / halfLifeSeconds}::float8)`;
}
