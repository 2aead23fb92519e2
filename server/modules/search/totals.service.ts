/**
 * How many creators and posts a search or a creator page's filter finds (`article/
 * totalCreatorAndArticle`): the same conditions as the lists, counted for the same viewer.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import { planPosts, posts, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type CreatorsContext, visibleProfilesWhere } from '../creators/creators.service.ts';
import { postSearchModesOf, SEARCH_DEPTH } from '../posts/post-search.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { type CreatorSearchContext, countSearchedCreators } from './creator-search.service.ts';

/** What these services take from a call's context. */
export type TotalsContext = Pick<CallContext, 'db' | 'now' | 'viewer'> &
  CreatorsContext &
  CreatorSearchContext;

export interface TotalsQuery {
  keyword?: string | undefined;
  uuid?: string | undefined;
  subscription_id?: number | undefined;
  resource_type?: number | undefined;
}

export async function countCreatorsAndPosts(
  ctx: TotalsContext,
  query: TotalsQuery,
): Promise<{ creator_total: number; article_total: number }> {
  if (query.uuid !== undefined && !isUuid(query.uuid)) return { creator_total: 0, article_total: 0 };
  const keyword = query.keyword || undefined;
  const postWhere = (match?: SQL) =>
    and(
      visiblePostsWhere(ctx.viewer, ctx.now()),
      match,
      query.uuid === undefined
        ? undefined
        : sql`${posts.userId} = (select ${users.id} from ${users} where ${users.uuid} = ${query.uuid})`,
      query.subscription_id === undefined
        ? undefined
        : sql`exists (select 1 from ${planPosts} where ${planPosts.planId} = ${query.subscription_id} and ${planPosts.postId} = ${posts.id})`,
      query.resource_type === undefined ? undefined : eq(posts.resourceType, query.resource_type),
    );
  const countPosts = async (match?: SQL) =>
    Number((await ctx.db.select({ n: count() }).from(posts).where(postWhere(match)))[0]?.n ?? 0);
  // A search pages through at most SEARCH_DEPTH posts: its total says as many.
  const countSearched = async (match: SQL) => {
    const found = ctx.db
      .select({ one: sql<number>`1`.as('one') })
      .from(posts)
      .where(postWhere(match))
      .limit(SEARCH_DEPTH)
      .as('found');
    return Number((await ctx.db.select({ n: count() }).from(found))[0]?.n ?? 0);
  };
  const countPostSearch = async (text: string) => {
    const modes = postSearchModesOf(text);
    const exact = await countSearched(modes.lexemes.where);
    return exact > 0 || !modes.similar ? exact : countSearched(modes.similar.where);
  };
  const countCreators = async () => {
    if (query.uuid !== undefined)
      return Number(
        (
          await ctx.db
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.uuid, query.uuid), visibleProfilesWhere(ctx.viewer, ctx.now())))
        )[0]?.n ?? 0,
      );
    if (keyword) return countSearchedCreators(ctx, keyword);
    return Number(
      (
        await ctx.db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.authStatus, AUTH_STATUS.creator), visibleProfilesWhere(ctx.viewer, ctx.now())))
      )[0]?.n ?? 0,
    );
  };
  const [creator_total, article_total] = await Promise.all([
    countCreators(),
    keyword ? countPostSearch(keyword) : countPosts(),
  ]);
  return { creator_total, article_total };
}
