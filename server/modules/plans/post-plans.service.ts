/**
 * The plans offered from a post (`article/getArticleSubscription`, the buyer subscription dialog
 * opened on a post): the post's creator's plans on sale, split into those that contain the post
 * (recommended, rmd 1) and the others (rmd 2), or all (0), in the creator's order.
 */
import { and, eq, notInArray, inArray, type SQL } from 'drizzle-orm';
import type { Plan } from '../../../src/contract/entities-social.ts';
import { ARTICLE_PLANS } from '../../../src/contract/enums.ts';
import { planPosts, posts, subscriptionPlans } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { type PlansContext, planColumns, planOrder, toWirePlans } from './plans.service.ts';

/** What these services take from a call's context. */
export type PostPlansContext = Pick<CallContext, 'db' | 'now' | 'viewer'> & PlansContext;

export async function plansOfPost(ctx: PostPlansContext, postId: number, rmd: number): Promise<Plan[]> {
  const [post] = await ctx.db
    .select({ userId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePostsWhere(ctx.viewer, ctx.now())));
  if (!post) throw new ServiceError('server.post.notFound');
  const containing = ctx.db
    .select({ id: planPosts.planId })
    .from(planPosts)
    .where(eq(planPosts.postId, postId));
  let split: SQL | undefined;
  if (rmd === ARTICLE_PLANS.recommended) split = inArray(subscriptionPlans.id, containing);
  if (rmd === ARTICLE_PLANS.other) split = notInArray(subscriptionPlans.id, containing);
  const rows = await ctx.db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.userId, post.userId), eq(subscriptionPlans.status, 1), split))
    .orderBy(...planOrder);
  return toWirePlans(ctx, rows);
}
