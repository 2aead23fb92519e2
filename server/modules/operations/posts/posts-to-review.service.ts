/**
 * The console's posts-to-review queue (issue 23): the posts waiting for an operator (status 1),
 * or published at once and not reviewed yet (review mode auto), the longest waiting first, each as a fan would see it with its originals open to the operator,
 * signed for their viewer key (`o<id>`) so the media routes ask for their console session.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { PostQueue, PostToReview } from '../../../../src/contract/calls/ops-posts.ts';
import { REVIEW_STATUS } from '../../../../src/contract/enums.ts';
import { centsToAmount } from '../../../../src/contract/rules/money-rules.ts';
import { reviewerEntitlements } from '../../../access/post-access.ts';
import { offsetOf, type PageRequest } from '../../../core/paging.ts';
import { postMedia, posts, subscriptionPlans } from '../../../db/schema.ts';
import { signedInOperator, type CallContext } from '../../../http/call-context.ts';
import { operatorViewerKeyOf } from '../../../media/signing.ts';
import { mediaOf, planIdsOf, selectPosts } from '../../posts/posts.service.ts';
import { toWirePost } from '../../posts/posts.mapper.ts';

/** What the queue takes from the call. */
export type QueueContext = Pick<CallContext, 'db' | 'now' | 'viewer' | 'config' | 'media'>;

/** One page of the waiting posts and how many wait in all. */
export async function listPostsToReview(
  ctx: QueueContext,
  page: PageRequest & { queue: PostQueue },
): Promise<{ list: PostToReview[]; total: number }> {
  const waiting =
    page.queue === 'waiting'
      ? eq(posts.status, REVIEW_STATUS.review)
      : and(eq(posts.status, REVIEW_STATUS.published), isNull(posts.reviewedAt))!;
  const [rows, [counted]] = await Promise.all([
    selectPosts(ctx.db)
      .where(waiting)
      .orderBy(asc(posts.createdAt), asc(posts.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    ctx.db.select({ total: count() }).from(posts).where(waiting),
  ]);
  // The operator reads the post as a fan who holds it would; the queue's own viewer, not a member.
  const reviewer = { ...ctx, viewer: { key: operatorViewerKeyOf(signedInOperator(ctx).id) } };
  const ids = rows.map((row) => row.id);
  const [media, planIds, videos] = await Promise.all([
    mediaOf(reviewer, ids),
    planIdsOf(reviewer, ids),
    videoPlaylistsOf(reviewer, ids),
  ]);
  const plans = await plansOf(ctx, [...new Set([...planIds.values()].flat())]);
  const held = reviewerEntitlements();
  const nowMs = ctx.now().getTime();
  return {
    total: counted?.total ?? 0,
    list: rows.map((row) => ({
      post: toWirePost(reviewer, row, media.get(row.id) ?? [], false, planIds.get(row.id) ?? [], held),
      video_url: videos.get(row.id) ?? null,
      submitted_at: Math.floor(row.createdAt.getTime() / 1000),
      waiting_seconds: Math.max(0, Math.floor((nowMs - row.createdAt.getTime()) / 1000)),
      plans: (planIds.get(row.id) ?? []).flatMap((id) => plans.get(id) ?? []),
    })),
  };
}

/** The HLS playlists of the video posts among `ids`, signed for the operator, by post id. */
async function videoPlaylistsOf(ctx: QueueContext, ids: number[]): Promise<Map<number, string>> {
  const byPost = new Map<number, string>();
  if (ids.length === 0) return byPost;
  const rows = await ctx.db
    .select({ postId: postMedia.postId, hlsKey: postMedia.hlsKey })
    .from(postMedia)
    .where(and(inArray(postMedia.postId, ids), isNotNull(postMedia.hlsKey)));
  for (const row of rows)
    if (row.hlsKey) byPost.set(row.postId, ctx.media.hlsUrl(row.hlsKey, ctx.viewer.key));
  return byPost;
}

/** The named plans, by id: what a subscriber pays for the posts they unlock. */
async function plansOf(ctx: QueueContext, ids: number[]) {
  const byId = new Map<number, PostToReview['plans'][number]>();
  if (ids.length === 0) return byId;
  const rows = await ctx.db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      priceCents: subscriptionPlans.priceCents,
    })
    .from(subscriptionPlans)
    .where(inArray(subscriptionPlans.id, ids));
  for (const row of rows)
    byId.set(row.id, { id: row.id, name: row.name, price: centsToAmount(row.priceCents) });
  return byId;
}
