/**
 * Creators by what they are called and say about themselves (`user/searchCreator`): display
 * name, account name and bio in every language, misspelt names when nothing else matches
 * (search-match.ts), ranked by relevance and then by how recently the creator joined
 * (docs/decisions.md, "Search").
 */
import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Creator } from '../../../src/contract/entities.ts';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { creatorProfiles, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import type { CallContext } from '../../http/call-context.ts';
import {
  type CreatorsContext,
  profileColumns,
  toCreators,
  visibleProfilesWhere,
} from '../creators/creators.service.ts';
import {
  searchMatchOf,
  searchModesOf,
  searchPage,
  type SearchColumns,
  type SearchMatch,
  type SearchMode,
} from '../../db/search-match.ts';
import { offsetOf } from '../../core/paging.ts';

/** What these services take from a call's context. */
export type CreatorSearchContext = Pick<CallContext, 'db' | 'viewer'> & CreatorsContext;

/** A creator who joined 180 days later counts as twice as relevant. */
const HALF_LIFE_SECONDS = 180 * 24 * 3600;

const CREATOR_SEARCH_COLUMNS: SearchColumns = {
  vector: users.searchVector,
  names: users.searchName,
  time: users.createdAt,
  halfLifeSeconds: HALF_LIFE_SECONDS,
};

/** Creators a match finds, among those the viewer may see. */
const creatorsWhere = (
  viewer: { userId?: number | Placeholder | undefined },
  now: Date | Placeholder,
  match: SearchMatch,
) => and(eq(users.authStatus, AUTH_STATUS.creator), match.where, visibleProfilesWhere(viewer, now)) as SQL;

/**
 * A page of a creator search, built once per database for each mode and kind of viewer with the
 * keyword a parameter. Unnamed, so PostgreSQL still plans each search for its keyword (as the
 * post searches: feeds.service.ts).
 */
function buildCreatorSearch(db: Database, mode: SearchMode, signedIn: boolean) {
  const match = searchMatchOf(CREATOR_SEARCH_COLUMNS, mode, sql.placeholder('keyword'));
  return db
    .select(profileColumns)
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(
      creatorsWhere(
        { userId: signedIn ? sql.placeholder('viewerId') : undefined },
        sql.placeholder('now'),
        match,
      ),
    )
    .orderBy(desc(match.score), desc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('');
}

const preparedCreatorSearches = preparedPerDatabase((db) => ({
  lexemes: {
    visitor: buildCreatorSearch(db, 'lexemes', false),
    member: buildCreatorSearch(db, 'lexemes', true),
  },
  similar: {
    visitor: buildCreatorSearch(db, 'similar', false),
    member: buildCreatorSearch(db, 'similar', true),
  },
}));

/** One page of the creators a keyword finds, the best match first. */
export async function searchCreators(
  ctx: CreatorSearchContext,
  keyword: string,
  page: number,
  limit: number,
): Promise<Creator[]> {
  const searches = preparedCreatorSearches(ctx.db);
  const viewer = ctx.viewer.userId === undefined ? 'visitor' : 'member';
  const rows = await searchPage(keyword, page, (mode, at) =>
    searches[mode][viewer].execute({
      keyword,
      viewerId: ctx.viewer.userId ?? 0,
      now: ctx.now(),
      limit,
      offset: offsetOf({ page: at, limit }),
    }),
  );
  return toCreators(ctx, rows);
}

/** How many creators a keyword finds (the search's authors tab), as searchCreators pages them. */
export async function countSearchedCreators(ctx: CreatorSearchContext, keyword: string): Promise<number> {
  const modes = searchModesOf(CREATOR_SEARCH_COLUMNS, keyword);
  const countOf = async (match: SearchMatch) =>
    Number(
      (
        await ctx.db
          .select({ n: count() })
          .from(users)
          .where(creatorsWhere(ctx.viewer, ctx.now(), match))
      )[0]?.n ?? 0,
    );
  const exact = await countOf(modes.lexemes);
  return exact > 0 || !modes.similar ? exact : countOf(modes.similar);
}
