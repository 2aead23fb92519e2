/**
 * A creator's subscription plans (spec §3, §5, §7 Subscription): creating, editing, deleting and
 * ordering them, and the lists fans and the creator read. Only approved creators manage plans,
 * and only their own; the form rules themselves are the contract's (plan-rules.ts).
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Plan } from '../../../src/contract/entities-social.ts';
import { amountToCents } from '../../../src/contract/rules/money-rules.ts';
import { MAX_PLANS_PER_CREATOR } from '../../../src/contract/rules/plan-rules.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import { planPosts, posts, subscriptionPlans, userSubscriptions, users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { lockCreator } from '../accounts/creator-lock.ts';
import { type PlanMapContext, pictureKeyOf, toWirePlan, type PlanRow } from './plans.mapper.ts';
import { refuseOfferBelowMinimum, runningOffersOf, toWireOffer } from './offers.service.ts';

/** What these services take from a call's context. */
export type PlansContext = Pick<CallContext, 'db' | 'now' | 'viewer'> & PlanMapContext;

export interface PlanFields {
  name: string;
  content: string;
  price: number;
  unlock_day_after_subscribe: number;
  status: number;
  picture?: string | undefined;
}

export const planColumns = {
  id: subscriptionPlans.id,
  userId: subscriptionPlans.userId,
  name: subscriptionPlans.name,
  content: subscriptionPlans.content,
  priceCents: subscriptionPlans.priceCents,
  expireDays: subscriptionPlans.expireDays,
  unlockDays: subscriptionPlans.unlockDays,
  picture: subscriptionPlans.picture,
  status: subscriptionPlans.status,
  position: subscriptionPlans.position,
};

export const planOrder = [asc(subscriptionPlans.position), asc(subscriptionPlans.id)];

function storedFields(fields: PlanFields) {
  return {
    name: fields.name,
    content: fields.content,
    priceCents: amountToCents(fields.price),
    unlockDays: fields.unlock_day_after_subscribe,
    status: fields.status,
    picture: pictureKeyOf(fields.picture),
  };
}

/** Adds a plan at the end of the creator's list; the 11th is refused (content.maxSubPlan). */
export async function createPlan(
  ctx: PlansContext,
  userId: number,
  fields: PlanFields & { expire_days: number },
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    await lockCreator(tx, userId);
    const [mine] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        lastPosition: sql<number>`coalesce(max(${subscriptionPlans.position}), 0)::int`,
      })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.userId, userId));
    if ((mine?.count ?? 0) >= MAX_PLANS_PER_CREATOR)
      throw new ServiceError('content.maxSubPlan', { max: MAX_PLANS_PER_CREATOR });
    const [created] = await tx
      .insert(subscriptionPlans)
      .values({
        userId,
        ...storedFields(fields),
        expireDays: fields.expire_days,
        position: (mine?.lastPosition ?? 0) + 1,
        createdAt: ctx.now(),
      })
      .returning({ id: subscriptionPlans.id });
    return { id: created!.id };
  });
}

/** Edits one of the creator's plans; its length (expire_days) never changes after creation. */
export async function updatePlan(
  ctx: PlansContext,
  userId: number,
  planId: number,
  fields: PlanFields,
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    await lockCreator(tx, userId);
    const updated = await tx
      .update(subscriptionPlans)
      .set(storedFields(fields))
      .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.userId, userId)))
      .returning({ id: subscriptionPlans.id });
    if (updated.length === 0) throw new ServiceError('server.plan.notFound');
    // A running offer must still leave a plan price (offers.service.ts); refused, nothing is kept.
    await refuseOfferBelowMinimum(tx, planId, amountToCents(fields.price), ctx.now());
    return { id: planId };
  });
}

/**
 * Deletes plans of the creator and (by the foreign key) their post links. All or nothing: an id
 * that is not one of the creator's plans refuses the whole call.
 */
export async function deletePlans(
  ctx: PlansContext,
  userId: number,
  ids: number[],
): Promise<{ ids: number[] }> {
  const unique = [...new Set(ids)];
  return ctx.db.transaction(async (tx) => {
    await lockCreator(tx, userId);
    const owned = await tx
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.userId, userId), inArray(subscriptionPlans.id, unique)));
    if (owned.length !== unique.length) throw new ServiceError('server.plan.notFound');
    await tx.delete(planPosts).where(inArray(planPosts.planId, unique));
    await tx.delete(subscriptionPlans).where(inArray(subscriptionPlans.id, unique));
    return { ids: unique };
  });
}

/**
 * Moves a plan one place up or down by swapping positions with its neighbour, in one transaction.
 * The first plan cannot go up nor the last down (info.firstItem / info.lastItem, the app's texts).
 */
export async function movePlan(
  ctx: PlansContext,
  userId: number,
  planId: number,
  direction: 'up' | 'down',
): Promise<{ ids: number[] }> {
  return ctx.db.transaction(async (tx) => {
    await lockCreator(tx, userId);
    const mine = await tx
      .select({ id: subscriptionPlans.id, position: subscriptionPlans.position })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.userId, userId))
      .orderBy(...planOrder);
    const index = mine.findIndex((plan) => plan.id === planId);
    if (index < 0) throw new ServiceError('server.plan.notFound');
    if (direction === 'up' && index === 0) throw new ServiceError('info.firstItem');
    if (direction === 'down' && index === mine.length - 1) throw new ServiceError('info.lastItem');
    const neighbourIndex = direction === 'up' ? index - 1 : index + 1;
    // Positions are renumbered 1..n as the list is now ordered, so equal or gapped positions
    // (older rows, deletions) cannot make a swap a no-op.
    const order = mine.map((plan) => plan.id);
    [order[index], order[neighbourIndex]] = [order[neighbourIndex]!, order[index]!];
    for (const [i, id] of order.entries()) {
      await tx
        .update(subscriptionPlans)
        .set({ position: i + 1 })
        .where(eq(subscriptionPlans.id, id));
    }
    return { ids: order };
  });
}

/** How many posts of each plan the viewer may see (access/post-access.ts). */
async function postCounts(ctx: PlansContext, planIds: number[]): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ planId: planPosts.planId, count: sql<number>`count(*)::int` })
    .from(planPosts)
    .innerJoin(posts, eq(planPosts.postId, posts.id))
    .where(and(inArray(planPosts.planId, planIds), visiblePostsWhere(ctx.viewer, ctx.now())))
    .groupBy(planPosts.planId);
  return new Map(rows.map((row) => [row.planId, Number(row.count)]));
}

/** Which of these plans the viewer holds a subscription to that has not ended. */
async function subscribedAmong(ctx: PlansContext, planIds: number[]): Promise<Set<number>> {
  const userId = ctx.viewer.userId;
  if (userId === undefined || planIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ planId: userSubscriptions.planId })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        inArray(userSubscriptions.planId, planIds),
        gt(userSubscriptions.expireAt, ctx.now()),
      ),
    );
  return new Set(rows.map((row) => row.planId));
}

/** Plans in the wire shape, with the viewer's post counts and subscriptions, one query each. */
export async function toWirePlans(ctx: PlansContext, rows: PlanRow[]): Promise<Plan[]> {
  const ids = rows.map((row) => row.id);
  const [counts, subscribed, offers] = await Promise.all([
    postCounts(ctx, ids),
    subscribedAmong(ctx, ids),
    runningOffersOf(ctx.db, ids, ctx.now()),
  ]);
  return rows.map((row) => {
    const offer = offers.get(row.id);
    const wireOffer = offer ? toWireOffer(offer, row.priceCents) : null;
    return toWirePlan(ctx, row, counts.get(row.id) ?? 0, subscribed.has(row.id), wireOffer);
  });
}

/** The signed-in creator's own plans, hidden ones included, in their order. */
export async function listMyPlans(ctx: PlansContext, userId: number): Promise<Plan[]> {
  const rows = await ctx.db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.userId, userId))
    .orderBy(...planOrder);
  return toWirePlans(ctx, rows);
}

/** A creator's plans on sale, for fans; an unknown uuid has none. */
export async function listPlansOfCreator(ctx: PlansContext, uuid: string): Promise<Plan[]> {
  if (!isUuid(uuid)) return [];
  const rows = await ctx.db
    .select(planColumns)
    .from(subscriptionPlans)
    .innerJoin(users, eq(subscriptionPlans.userId, users.id))
    .where(and(eq(users.uuid, uuid), eq(subscriptionPlans.status, 1)))
    .orderBy(...planOrder);
  return toWirePlans(ctx, rows);
}

/** Whether the user has at least one plan. */
export async function hasPlan(ctx: PlansContext, userId: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** One plan the viewer may read: on sale, or hidden but their own. */
export async function readablePlan(ctx: PlansContext, planId: number): Promise<PlanRow> {
  const [plan] = await ctx.db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId));
  if (!plan || (plan.status !== 1 && plan.userId !== ctx.viewer.userId))
    throw new ServiceError('server.plan.notFound');
  return plan;
}
