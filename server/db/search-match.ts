/**
 * How a keyword matches (docs/decisions.md, "Search"), for posts and creators alike: by its
 * lexemes (fv_search_query against the row's search_vector, migrations 0011 and 0012: every
 * word, or the pairs of a script without spaces, as written or as the start of a longer word),
 * ranked by the full-text rank (title and names weigh more than text); and only when no row has
 * them all, by trigram similarity (pg_trgm's `<%`, three characters at least) of the names or
 * titles: misspellings, words glued to others. The similar mode is read only after the lexemes
 * found nothing, so a search costs what it finds.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Trigram similarity needs this many characters: shorter keywords match too much. */
export const TRIGRAM_MIN_LENGTH = 3;

export interface SearchMatch {
  /** The rows the keyword finds. */
  where: SQL;
  /** Relevance and recency as one number, highest first (searchScoreOf). */
  score: SQL;
}

export interface SearchModes {
  lexemes: SearchMatch;
  /** Null for a keyword too short for trigrams. */
  similar: SearchMatch | null;
}

export interface SearchColumns {
  /** The table's search lexemes (tsvector). */
  vector: AnyPgColumn;
  /** The table's folded names or title (text, trigram-indexed). */
  names: AnyPgColumn;
  /** The row's time, for recency. */
  time: AnyPgColumn;
  /** A row one half-life newer counts as twice as relevant. */
  halfLifeSeconds: number;
}

/**
 * Relevance and recency in one number that does not change with time, so a search pages by key:
 * ln(relevance) plus the row's time in half-lives.
 */
function searchScoreOf(relevance: SQL, columns: SearchColumns): SQL {
  return sql`(ln(${relevance} + 0.001) + extract(epoch from ${columns.time})::float8 * ${Math.LN2 / columns.halfLifeSeconds}::float8)`;
}

/** How a keyword matches: by its lexemes, or by trigram similarity of the names. */
export type SearchMode = 'lexemes' | 'similar';

/**
 * One way a keyword matches rows of a table; the keyword may be a prepared statement's
 * placeholder (feeds.service.ts, creator-search.service.ts).
 */
export function searchMatchOf(
  columns: SearchColumns,
  mode: SearchMode,
  keyword: string | Placeholder,
): SearchMatch {
  if (mode === 'lexemes') {
    const query = sql`fv_search_query(${keyword})`;
    return {
      where: sql`${columns.vector} @@ ${query}`,
      score: searchScoreOf(sql`coalesce(ts_rank(${columns.vector}, ${query}), 0)`, columns),
    };
  }
  const folded = sql`fv_search_fold(${keyword})`;
  return {
    where: sql`${folded} <% ${columns.names}`,
    score: searchScoreOf(sql`word_similarity(${folded}, ${columns.names})`, columns),
  };
}

/** Whether a keyword is long enough for the similar mode (TRIGRAM_MIN_LENGTH). */
export const searchesSimilar = (keyword: string) => keyword.trim().length >= TRIGRAM_MIN_LENGTH;

/** The two ways a keyword matches rows of a table. */
export function searchModesOf(columns: SearchColumns, keyword: string): SearchModes {
  return {
    lexemes: searchMatchOf(columns, 'lexemes', keyword),
    similar: searchesSimilar(keyword) ? searchMatchOf(columns, 'similar', keyword) : null,
  };
}

/**
 * A page of a search paged by number: by lexemes, and by similarity only when the lexemes find
 * nothing at all (an empty page past the last is still empty) and the keyword is long enough.
 */
export async function searchPage<T>(
  keyword: string,
  page: number,
  read: (mode: SearchMode, page: number) => Promise<T[]>,
): Promise<T[]> {
  const exact = await read('lexemes', page);
  if (exact.length > 0 || !searchesSimilar(keyword)) return exact;
  if (page > 1 && (await read('lexemes', 1)).length > 0) return exact;
  return read('similar', page);
}
