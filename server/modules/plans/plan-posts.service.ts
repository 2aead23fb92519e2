/** The posts of one plan (`subscription/getSubscriptionArticles`), split by the plan's unlock days. */
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Post } from '../../../src/contract/entities.ts';
import { CONTAIN } from '../../../src/contract/enums.ts';
import { PLAN_UNLOCK_ALL_DAYS } from '../../../src/contract/rules/plan-rules.ts';
import { planPosts, posts } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { type PostsContext, selectPosts, wirePostsOf } from '../posts/posts.service.ts';
import { type PlansContext, readablePlan } from './plans.service.ts';
import { offsetOf } from '../../core/paging.ts';

/** What these services take from a call's context. */
export type PlanPostsContext = Pick<CallContext, 'db' | 'now' | 'viewer'> & PostsContext & PlansContext;

const DAY_MS = 24 * 3600 * 1000;

export interface PlanPostsQuery {
  subscription_id: number;
  subscription_unlock: number;
  page: number;
  limit: number;
}

/**
 * One page of a plan's posts the viewer may see, newest first. Contained (1): the posts a new
 * subscriber unlocks, shown within the plan's unlock days (all of them at 1000). Expired (2): the
 * older ones the plan no longer opens.
 */
export async function listPlanPosts(ctx: PlanPostsContext, query: PlanPostsQuery): Promise<Post[]> {
  const plan = await readablePlan(ctx, query.subscription_id);
  const now = ctx.now();
  const allDays = plan.unlockDays >= PLAN_UNLOCK_ALL_DAYS;
  const since = new Date(now.getTime() - plan.unlockDays * DAY_MS);
  let window: SQL | undefined;
  if (query.subscription_unlock === CONTAIN.expired) {
    if (allDays) return [];
    window = lt(posts.displayAt, since);
  } else if (!allDays) {
    window = gte(posts.displayAt, since);
  }
  const rows = await selectPosts(ctx.db)
    .innerJoin(planPosts, eq(planPosts.postId, posts.id))
    .where(and(eq(planPosts.planId, plan.id), visiblePostsWhere(ctx.viewer, now), window))
    .orderBy(desc(posts.displayAt), desc(posts.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  return wirePostsOf(ctx, rows);
}
