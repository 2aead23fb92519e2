/**
 * Creators by what they are called and say about themselves (`user/searchCreator`): display
 * name, account name and bio in every language, misspelt names when nothing else matches
 * (search-match.ts), ranked by relevance and then by how recently the creator joined
 * (docs/decisions.md, "Search").
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Creator } from '../../../src/contract/entities.ts';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { creatorProfiles, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { profileColumns, toCreators, visibleProfilesWhere } from '../creators/creators.service.ts';
import { searchModesOf, searchPage, type SearchMatch, type SearchModes } from './search-match.ts';

/** A creator who joined 180 days later counts as twice as relevant. */
const HALF_LIFE_SECONDS = 180 * 24 * 3600;

function creatorModesOf(keyword: string): SearchModes {
  return searchModesOf(
    {
      vector: users.searchVector,
      names: users.searchName,
      time: users.createdAt,
      halfLifeSeconds: HALF_LIFE_SECONDS,
    },
    keyword,
  );
}

/** Creators a match finds, among those the viewer may see. */
const creatorsWhere = (ctx: CallContext, match: SearchMatch) =>
  and(eq(users.authStatus, AUTH_STATUS.creator), match.where, visibleProfilesWhere(ctx)) as SQL;

/** One page of the creators a keyword finds, the best match first. */
export async function searchCreators(
  ctx: CallContext,
  keyword: string,
  page: number,
  limit: number,
): Promise<Creator[]> {
  const rows = await searchPage(creatorModesOf(keyword), page, (match, at) =>
    ctx.db
      .select(profileColumns)
      .from(users)
      .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
      .where(creatorsWhere(ctx, match))
      .orderBy(desc(match.score), desc(users.id))
      .limit(limit)
      .offset((at - 1) * limit),
  );
  return toCreators(ctx, rows);
}

/** How many creators a keyword finds (the search's authors tab), as searchCreators pages them. */
export async function countSearchedCreators(ctx: CallContext, keyword: string): Promise<number> {
  const modes = creatorModesOf(keyword);
  const countOf = async (match: SearchMatch) =>
    Number((await ctx.db.select({ n: count() }).from(users).where(creatorsWhere(ctx, match)))[0]?.n ?? 0);
  const exact = await countOf(modes.lexemes);
  return exact > 0 || !modes.similar ? exact : countOf(modes.similar);
}
