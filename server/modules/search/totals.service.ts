/**
 * How many creators and posts a search or a creator page's filter finds (`article/
 * totalCreatorAndArticle`): the same conditions as the lists, counted for the same viewer.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import { planPosts, posts, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { visibleProfilesWhere } from '../creators/creators.service.ts';
import { postSearchOf } from '../posts/post-search.ts';
import { visiblePostsWhere } from '../posts/posts.access.ts';
import { creatorSearchOf } from './creator-search.service.ts';

export interface TotalsQuery {
  keyword?: string | undefined;
  uuid?: string | undefined;
  subscription_id?: number | undefined;
  resource_type?: number | undefined;
}

export async function countCreatorsAndPosts(
  ctx: CallContext,
  query: TotalsQuery,
): Promise<{ creator_total: number; article_total: number }> {
  if (query.uuid !== undefined && !isUuid(query.uuid)) return { creator_total: 0, article_total: 0 };
  const keyword = query.keyword || undefined;
  const [creatorSearch, postSearch] = keyword
    ? await Promise.all([creatorSearchOf(ctx, keyword), postSearchOf(ctx.db, keyword)])
    : [undefined, undefined];
  const creatorWhere: SQL | undefined =
    query.uuid !== undefined
      ? and(eq(users.uuid, query.uuid), visibleProfilesWhere(ctx))
      : creatorSearch !== undefined
        ? (creatorSearch?.where ?? sql`false`)
        : and(eq(users.authStatus, AUTH_STATUS.creator), visibleProfilesWhere(ctx));
  const postWhere = and(
    visiblePostsWhere(ctx.viewer, ctx.now()),
    postSearch !== undefined ? (postSearch?.where ?? sql`false`) : undefined,
    query.uuid === undefined
      ? undefined
      : sql`${posts.userId} = (select ${users.id} from ${users} where ${users.uuid} = ${query.uuid})`,
    query.subscription_id === undefined
      ? undefined
      : sql`exists (select 1 from ${planPosts} where ${planPosts.planId} = ${query.subscription_id} and ${planPosts.postId} = ${posts.id})`,
    query.resource_type === undefined ? undefined : eq(posts.resourceType, query.resource_type),
  );
  const [[creators], [articles]] = await Promise.all([
    ctx.db.select({ n: count() }).from(users).where(creatorWhere),
    ctx.db.select({ n: count() }).from(posts).where(postWhere),
  ]);
  return { creator_total: Number(creators?.n ?? 0), article_total: Number(articles?.n ?? 0) };
}
