/**
 * One post with its creator (`article/getDetail`, the post detail): a post the viewer may see
 * (access/post-access.ts: published, displayed, private only to its author, not of an account they
 * blocked), and, when the address names a creator, that creator's. Anything else is not found
 * (the app's content.feedNotExist).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PostDetail } from '../../../src/contract/entities-discovery.ts';
import { posts, users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type CreatorsContext, findPublicProfile } from '../creators/creators.service.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { type PostsContext, selectPosts, wirePostsOf } from './posts.service.ts';

/** What these services take from a call's context. */
export type PostDetailContext = Pick<CallContext, 'db' | 'now' | 'viewer'> & CreatorsContext & PostsContext;

export async function getPostDetail(
  ctx: PostDetailContext,
  input: { id: number; username?: string | undefined },
): Promise<PostDetail> {
  const rows = await selectPosts(ctx.db)
    .where(
      and(
        eq(posts.id, input.id),
        visiblePostsWhere(ctx.viewer, ctx.now()),
        input.username === undefined ? undefined : sql`lower(${users.username}) = lower(${input.username})`,
      ),
    )
    .limit(1);
  const [article] = await wirePostsOf(ctx, rows);
  const found = article && (await findPublicProfile(ctx, { uuid: article.uuid }));
  if (!article || !found) throw new ServiceError('server.post.notFound');
  return { article, creator: found.creator };
}
