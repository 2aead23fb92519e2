/**
 * Writes the demo's discovery data (discovery-plan.ts): comments and replies, recent views and
 * page views with their time, searches for the hot keywords, the first demo fan's interests.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories, comments, postViews, profileViews, searchQueries, userInterests } from '../db/schema.ts';
import { viewDayOf } from '../modules/views/views.service.ts';
import type { SeededIds } from './money.ts';
import type { SeedPlan } from './seed-plan.ts';

export async function seedDiscovery(db: Database, plan: SeedPlan, ids: SeededIds): Promise<void> {
  const { discovery } = plan;
  await db.transaction(async (tx) => {
    // Top-level comments first, so each reply can name its comment's id (rows come back in order).
    const rowOf = (comment: (typeof discovery.comments)[number], parentId: number | null) => {
      const post = plan.posts[comment.postIndex]!;
      return {
        postId: ids.posts[comment.postIndex]!,
        userId:
          comment.author.kind === 'fan'
            ? ids.fans[comment.author.index]!
            : ids.creators[comment.author.index]!,
        parentId,
        content: comment.content,
        createdAt: comment.createdAt < post.displayAt ? post.displayAt : comment.createdAt,
      };
    };
    const topLevel = discovery.comments.flatMap((comment, index) => (comment.parent === null ? [index] : []));
    const idOf = new Map<number, number>();
    if (topLevel.length > 0) {
      const rows = await tx
        .insert(comments)
        .values(
          topLevel.map((index) => ({
            ...rowOf(discovery.comments[index]!, null),
            replyCount: discovery.comments.filter((other) => other.parent === index).length,
          })),
        )
        .returning({ id: comments.id });
      topLevel.forEach((index, i) => idOf.set(index, rows[i]!.id));
    }
    const replies = discovery.comments.filter((comment) => comment.parent !== null);
    if (replies.length > 0)
      await tx.insert(comments).values(replies.map((reply) => rowOf(reply, idOf.get(reply.parent!)!)));
    if (discovery.views.length > 0)
      await tx.insert(postViews).values(
        discovery.views.map((view) => ({
          postId: ids.posts[view.postIndex]!,
          creatorId: ids.creators[plan.posts[view.postIndex]!.creatorIndex]!,
          viewerKey: view.viewerKey,
          day: viewDayOf(view.viewedAt),
          kind: 1,
          watchedMs: 4000,
          viewedAt: view.viewedAt,
        })),
      );
    if (discovery.pageViews.length > 0)
      await tx.insert(profileViews).values(
        discovery.pageViews.map((view) => ({
          creatorId: ids.creators[view.creatorIndex]!,
          viewerKey: view.viewerKey,
          day: viewDayOf(view.viewedAt),
          viewedAt: view.viewedAt,
        })),
      );
    if (discovery.searches.length > 0)
      await tx
        .insert(searchQueries)
        .values(
          discovery.searches.map((search) => ({
            keyword: search.keyword,
            searcherKey: search.searcherKey,
            day: viewDayOf(search.at),
            createdAt: search.at,
          })),
        )
        .onConflictDoNothing();
    const picked = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.code, discovery.interests));
    const fan = ids.fans[0];
    if (fan !== undefined && picked.length > 0)
      await tx
        .insert(userInterests)
        .values(picked.map((category) => ({ userId: fan, categoryId: category.id })));
  });
}
