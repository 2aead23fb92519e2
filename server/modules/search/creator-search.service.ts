/**
 * Creators by what they are called and say about themselves (`user/searchCreator`): display
 * name, account name and bio in every language (the lexemes of fv_search_vector, migration
 * 0011), and from three characters on names that are similar enough (pg_trgm), ranked by
 * relevance and then by how recently the creator joined (docs/decisions.md, "Search").
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Creator } from '../../../src/contract/entities.ts';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { creatorProfiles, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { profileColumns, toCreators, visibleProfilesWhere } from '../creators/creators.service.ts';

/** Trigram similarity joins in from this many characters on, as for posts. */
const TRIGRAM_MIN_LENGTH = 3;

/** A creator who joined one half-life later counts as twice as relevant. */
const HALF_LIFE_SECONDS = 180 * 24 * 3600;

/** Creators a keyword finds, among those the viewer may see. */
export function creatorSearchWhere(ctx: CallContext, keyword: string): SQL {
  const lexemes = sql`${users.searchVector} @@ fv_search_query(${keyword})`;
  const matches =
    keyword.trim().length < TRIGRAM_MIN_LENGTH
      ? lexemes
      : sql`(${lexemes} or fv_search_fold(${keyword}) <% ${users.searchName})`;
  return and(eq(users.authStatus, AUTH_STATUS.creator), matches, visibleProfilesWhere(ctx)) as SQL;
}

/** One page of the creators a keyword finds, the best match first. */
export async function searchCreators(
  ctx: CallContext,
  keyword: string,
  page: number,
  limit: number,
): Promise<Creator[]> {
  const score = sql`ln(coalesce(ts_rank(${users.searchVector}, fv_search_query(${keyword})), 0) + word_similarity(fv_search_fold(${keyword}), ${users.searchName}) * 0.5 + 0.001) + extract(epoch from ${users.createdAt})::float8 * ${Math.LN2 / HALF_LIFE_SECONDS}::float8`;
  const rows = await ctx.db
    .select(profileColumns)
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(creatorSearchWhere(ctx, keyword))
    .orderBy(desc(score), desc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return toCreators(ctx, rows);
}
