/**
 * The video path calls (article/getVideoPath, getVideoRealPath, newVideoPath, newVideoPathBySub):
 * who may play which video is access/post-access.ts's rule, as for every other call that hands media out.
 */
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { RESOURCE_TYPE } from '../../../src/contract/enums.ts';
import type { VideoPath } from '../../../src/contract/video-path.ts';
import { planPosts, postMedia, posts, subscriptionPlans } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import {
  canSeeOriginals,
  entitlementsOf,
  mediaViewerKeyOf,
  visiblePostsWhere,
  type Entitlements,
} from '../../access/post-access.ts';
import { type PostsContext, planIdsOf } from './posts.service.ts';
import { offsetOf } from '../../core/paging.ts';

/** What these services take from a call's context. */
export type VideoPathsContext = Pick<CallContext, 'db' | 'media' | 'now' | 'viewer'> & PostsContext;

/**
 * Posts whose video the viewer may ask about: those the one rule lets them see, and their own in
 * any state (a creator previews a scheduled or private video of theirs).
 */
function askableWhere(ctx: VideoPathsContext): SQL {
  const visible = visiblePostsWhere(ctx.viewer, ctx.now());
  return (
    ctx.viewer.userId === undefined ? visible : or(visible, eq(posts.userId, ctx.viewer.userId))
  ) as SQL;
}

function selectVideos(ctx: VideoPathsContext) {
  return ctx.db
    .select({
      id: posts.id,
      userId: posts.userId,
      articleType: posts.articleType,
      displayAt: posts.displayAt,
      posterKey: postMedia.originalKey,
      blurKey: postMedia.blurKey,
      hlsKey: postMedia.hlsKey,
      videoTime: postMedia.videoTime,
      width: postMedia.width,
      height: postMedia.height,
    })
    .from(posts)
    .innerJoin(postMedia, and(eq(postMedia.postId, posts.id), eq(postMedia.position, 0)));
}

type VideoRow = Awaited<ReturnType<ReturnType<typeof selectVideos>['where']>>[number];

/** What the rows' posts need for the rule: their plans and the viewer's entitlements, once per call. */
interface PageAccess {
  plans: Map<number, number[]>;
  held: Entitlements;
}

async function accessOf(ctx: VideoPathsContext, rows: VideoRow[]): Promise<PageAccess> {
  const ids = rows.map((row) => row.id);
  const [plans, held] = await Promise.all([
    planIdsOf(ctx, ids),
    entitlementsOf(ctx.db, ctx.viewer, ctx.now(), ids),
  ]);
  return { plans, held };
}

/** One row in the wire shape: playable when entitled, the locked marker otherwise. */
function toVideoPath(ctx: VideoPathsContext, row: VideoRow, access: PageAccess): VideoPath {
  const facts = {
    id: row.id,
    authorId: row.userId,
    articleType: row.articleType,
    displayAt: row.displayAt,
    planIds: access.plans.get(row.id) ?? [],
  };
  const unlocked = canSeeOriginals(facts, access.held);
  const boundTo = mediaViewerKeyOf(facts, ctx.viewer);
  return {
    id: row.id,
    is_unlock: unlocked ? 1 : 0,
    url: unlocked && row.hlsKey ? ctx.media.hlsUrl(row.hlsKey, boundTo) : null,
    poster: unlocked ? ctx.media.signedUrl(row.posterKey, boundTo) : null,
    url_blur: ctx.media.publicUrl(row.blurKey),
    video_time: row.videoTime,
    width: row.width,
    height: row.height,
  };
}

/** The videos of these posts the viewer may ask about, in the order given; others left out. */
export async function videoPaths(ctx: VideoPathsContext, postIds: number[]): Promise<VideoPath[]> {
  if (postIds.length === 0) return [];
  const rows = await selectVideos(ctx).where(
    and(inArray(posts.id, postIds), eq(posts.resourceType, RESOURCE_TYPE.video), askableWhere(ctx)),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const access = await accessOf(ctx, rows);
  return [...new Set(postIds)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [toVideoPath(ctx, row, access)] : [];
  });
}

/** One post's video; a post that is not a video the viewer may see is "not found". */
export async function videoPath(ctx: VideoPathsContext, postId: number): Promise<VideoPath> {
  const [found] = await videoPaths(ctx, [postId]);
  if (!found) throw new ServiceError('server.post.notFound');
  return found;
}

/** One post's video for the player: refused unless the viewer is entitled and it is processed. */
export async function playableVideoPath(ctx: VideoPathsContext, postId: number): Promise<VideoPath> {
  const found = await videoPath(ctx, postId);
  if (found.is_unlock !== 1) throw new ServiceError('server.video.locked');
  if (found.url === null) throw new ServiceError('server.video.notReady');
  return found;
}

/** The videos of one plan's posts the viewer may ask about, newest first. */
export async function planVideoPaths(
  ctx: VideoPathsContext,
  planId: number,
  page: { page: number; limit: number },
): Promise<VideoPath[]> {
  const [plan] = await ctx.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId));
  if (!plan) throw new ServiceError('server.plan.notFound');
  const rows = await selectVideos(ctx)
    .innerJoin(planPosts, and(eq(planPosts.postId, posts.id), eq(planPosts.planId, planId)))
    .where(and(eq(posts.resourceType, RESOURCE_TYPE.video), askableWhere(ctx)))
    .orderBy(desc(posts.displayAt), desc(posts.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  const access = await accessOf(ctx, rows);
  return rows.map((row) => toVideoPath(ctx, row, access));
}
