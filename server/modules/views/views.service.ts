/**
 * Views (`home/stat`, `home/playRecord`, and a creator page opened): counted once per viewer and
 * post (or page) per UTC day (docs/decisions.md, "Views"), however often the app sends them. A
 * counted post view is a row with its time (statistics count views within a range), one more on
 * the post's view_count and on its creator's (creator_profiles.view_count, the sum of their posts'
 * views), in one transaction. The author's own views are not counted.
 */
import { and, eq, sql } from 'drizzle-orm';
import { creatorProfiles, postViews, posts, profileViews } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { recentViewsOf } from './recent-views.ts';

/** What these services take from a call's context. */
export type ViewsContext = Pick<CallContext, 'clientAddress' | 'db' | 'now' | 'viewer'>;

/** How a view came: the post was seen (home/stat) or its video played (home/playRecord). */
export const VIEW_KIND = { seen: 1, played: 2 } as const;
export type ViewKind = (typeof VIEW_KIND)[keyof typeof VIEW_KIND];

/** The period a viewer's views of one post count once in: the UTC day, `YYYY-MM-DD`. */
export const viewDayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Who is viewing: the signed-in user, else the app's guest id, else the client's address (a
 * client that sends no guest id).
 */
export function viewerKeyOf(ctx: ViewsContext): string {
  if (ctx.viewer.userId !== undefined) return `u${ctx.viewer.userId}`;
  if (ctx.viewer.guestId) return `g${ctx.viewer.guestId}`;
  return `a${ctx.clientAddress}`;
}

/** Counts the viewer's view of a post they may see; a post they may not see is not found. */
export async function recordPostView(
  ctx: ViewsContext,
  postId: number,
  kind: ViewKind,
  watchedMs: number,
): Promise<void> {
  const now = ctx.now();
  const viewerKey = viewerKeyOf(ctx);
  const day = viewDayOf(now);
  const recent = recentViewsOf(ctx.db);
  const memo = `p${postId}:${viewerKey}:${day}`;
  if (recent.has(memo)) return;
  const [post] = await ctx.db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePostsWhere(ctx.viewer, now)))
    .limit(1);
  if (!post) throw new ServiceError('server.post.notFound');
  if (post.userId !== ctx.viewer.userId) {
    await ctx.db.transaction(async (tx) => {
      const added = await tx
        .insert(postViews)
        .values({ postId, creatorId: post.userId, viewerKey, day, kind, watchedMs, viewedAt: now })
        .onConflictDoNothing()
        .returning({ id: postViews.id });
      if (added.length === 0) return;
      await tx
        .update(posts)
        .set({ viewCount: sql`${posts.viewCount} + 1` })
        .where(eq(posts.id, postId));
      await tx
        .insert(creatorProfiles)
        .values({ userId: post.userId, viewCount: 1 })
        .onConflictDoUpdate({
          target: creatorProfiles.userId,
          set: { viewCount: sql`${creatorProfiles.viewCount} + 1` },
        });
    });
  }
  recent.add(memo);
}

/** Counts a view of a creator's page by someone else (the statistics' page views). */
export async function recordProfileView(ctx: ViewsContext, creatorId: number): Promise<void> {
  if (creatorId === ctx.viewer.userId) return;
  const now = ctx.now();
  const viewerKey = viewerKeyOf(ctx);
  const day = viewDayOf(now);
  const recent = recentViewsOf(ctx.db);
  const memo = `c${creatorId}:${viewerKey}:${day}`;
  if (recent.has(memo)) return;
  await ctx.db
    .insert(profileViews)
    .values({ creatorId, viewerKey, day, viewedAt: now })
    .onConflictDoNothing();
  recent.add(memo);
}
