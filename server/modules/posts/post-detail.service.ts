/**
 * One post with its creator (`article/getDetail`, the post detail): a post the viewer may see
 * (access/post-access.ts: published, displayed, private only to its author, not of an account they
 * blocked nor of a suspended one), and, when the address names a creator, that creator's. Anything
 * else is not found (the app's content.feedNotExist).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PostDetail } from '../../../src/contract/entities-discovery.ts';
import { categories, creatorProfiles, posts, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type CreatorsContext, profileColumns, toCreators } from '../creators/creators.service.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { type PostsContext, postColumns, wirePostsOf } from './posts.service.ts';

/** What these services take from a call's context. */
export type PostDetailContext = Pick<CallContext, 'db' | 'now' | 'viewer'> & CreatorsContext & PostsContext;

/**
 * The post with its author's profile in one statement, prepared (a shared link's first visit asks
 * it): the author is the creator the page shows, so no second lookup of them. '' as `username`
 * asks for the post under any creator.
 */
const creatorColumns = {
  ...profileColumns.user,
  viewCount: profileColumns.viewCount,
  descriptions: profileColumns.descriptions,
  jsonInfo: profileColumns.jsonInfo,
};

function buildPostDetail(db: Database, signedIn: boolean) {
  const viewer = { userId: signedIn ? sql.placeholder('viewerId') : undefined };
  const username = sql.placeholder('username');
  return db
    .select({ ...postColumns, creator: creatorColumns })
    .from(posts)
    .innerJoin(users, eq(posts.userId, users.id))
    .leftJoin(categories, eq(posts.categoryId, categories.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(
      and(
        eq(posts.id, sql.placeholder('id')),
        visiblePostsWhere(viewer, sql.placeholder('now')),
        sql`(${username} = '' or lower(${users.username}) = lower(${username}))`,
      ),
    )
    .limit(1)
    .prepare(`post_detail_${signedIn ? 'member' : 'visitor'}`);
}

const memberPostDetail = preparedPerDatabase((db) => buildPostDetail(db, true));
const visitorPostDetail = preparedPerDatabase((db) => buildPostDetail(db, false));

/** The post and its creator as the viewer sees them: the post's extras and the creator's at once. */
export async function getPostDetail(
  ctx: PostDetailContext,
  input: { id: number; username?: string | undefined },
): Promise<PostDetail> {
  const viewerId = ctx.viewer.userId;
  const [found] = await (viewerId === undefined ? visitorPostDetail : memberPostDetail)(ctx.db).execute({
    id: input.id,
    viewerId: viewerId ?? 0,
    now: ctx.now(),
    username: input.username ?? '',
  });
  if (!found) throw new ServiceError('server.post.notFound');
  const { creator: profile, ...post } = found;
  const { viewCount, descriptions, jsonInfo, ...user } = profile;
  const [[article], [creator]] = await Promise.all([
    wirePostsOf(ctx, [post]),
    toCreators(ctx, [{ user, viewCount, descriptions, jsonInfo }]),
  ]);
  if (!article || !creator) throw new ServiceError('server.post.notFound');
  return { article, creator };
}
