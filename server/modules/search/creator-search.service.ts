/**
 * Creators by what they are called and say about themselves (`user/searchCreator`): display
 * name, account name and bio in every language, misspelt names when nothing else matches
 * (search-match.ts), ranked by relevance and then by how recently the creator joined
 * (docs/decisions.md, "Search").
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Creator } from '../../../src/contract/entities.ts';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { creatorProfiles, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { profileColumns, toCreators, visibleProfilesWhere } from '../creators/creators.service.ts';
import { searchMatchOf, searchScoreOf } from './search-match.ts';

/** A creator who joined 180 days later counts as twice as relevant. */
const HALF_LIFE_SECONDS = 180 * 24 * 3600;

export interface CreatorSearch {
  where: SQL;
  score: SQL;
}

/** The creators a keyword finds among those the viewer may see, and their score; null for none. */
export async function creatorSearchOf(ctx: CallContext, keyword: string): Promise<CreatorSearch | null> {
  const creators = eq(users.authStatus, AUTH_STATUS.creator);
  const match = await searchMatchOf(
    ctx.db,
    { table: users, vector: users.searchVector, names: users.searchName, searchable: creators },
    keyword,
  );
  if (!match) return null;
  return {
    where: and(creators, match.where, visibleProfilesWhere(ctx)) as SQL,
    score: searchScoreOf(match.relevance, users.createdAt, HALF_LIFE_SECONDS),
  };
}

/** One page of the creators a keyword finds, the best match first. */
export async function searchCreators(
  ctx: CallContext,
  keyword: string,
  page: number,
  limit: number,
): Promise<Creator[]> {
  const search = await creatorSearchOf(ctx, keyword);
  if (!search) return [];
  const rows = await ctx.db
    .select(profileColumns)
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(search.where)
    .orderBy(desc(search.score), desc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return toCreators(ctx, rows);
}
