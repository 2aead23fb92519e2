/**
 * A creator's free trial links (issue 25; docs/decisions/trials.md): making one on a plan of
 * theirs on sale (creators only), listing them with their claims, ending one early.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { TrialLink } from '../../../src/contract/entities-trials.ts';
import {
  TRIAL_CODE_BYTES,
  TRIAL_EXPIRY_MAX_DAYS,
  type TrialLinkRequest,
} from '../../../src/contract/rules/trial-link-rules.ts';
import { isTrialExpiryInRange } from '../../../src/contract/rules/trial-expiry.ts';
import { offsetOf, type PageRequest } from '../../core/paging.ts';
import { ServiceError } from '../../core/service-error.ts';

import { subscriptionPlans, trialLinks } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { requireCreator } from '../accounts/creator-lock.ts';
import { toWireTrialLink } from './trial-link-wire.ts';

export type TrialLinksContext = Pick<CallContext, 'db' | 'now'>;

/**
 * Makes a link giving `days` free on the creator's plan `plan_id` (theirs and on sale, else
 * server.trial.planNotFound) to at most `max_claims` fans, claimable until `expires_at`, which
 * must be ahead and at most TRIAL_EXPIRY_MAX_DAYS away (server.trial.expiryRange).
 */
export async function createTrialLink(
  ctx: TrialLinksContext,
  userId: number,
  input: TrialLinkRequest,
): Promise<TrialLink> {
  const now = ctx.now();
  await requireCreator(ctx.db, userId, 'server.trial.creatorsOnly');
  const expiresAt = new Date(input.expires_at);
  if (!isTrialExpiryInRange(expiresAt, now))
    throw new ServiceError('server.trial.expiryRange', { max: TRIAL_EXPIRY_MAX_DAYS });
  const [plan] = await ctx.db
    .select({ name: subscriptionPlans.name, priceCents: subscriptionPlans.priceCents })
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.id, input.plan_id),
        eq(subscriptionPlans.userId, userId),
        eq(subscriptionPlans.status, 1),
      ),
    );
  if (!plan) throw new ServiceError('server.trial.planNotFound');
  // 72 random bits: a clash is next to impossible, and the unique index refuses one.
  const [row] = await ctx.db
    .insert(trialLinks)
    .values({
      creatorId: userId,
      planId: input.plan_id,
      code: randomBytes(TRIAL_CODE_BYTES).toString('base64url'),
      days: input.days,
      maxClaims: input.max_claims,
      expiresAt,
      createdAt: now,
    })
    .returning();
  return toWireTrialLink(row!, plan, now);
}

/** One page of the creator's links, newest first, with their plans' names and prices now. */
export async function listTrialLinks(
  ctx: TrialLinksContext,
  userId: number,
  page: PageRequest,
): Promise<TrialLink[]> {
  await requireCreator(ctx.db, userId, 'server.trial.creatorsOnly');
  const rows = await ctx.db
    .select({ link: trialLinks, name: subscriptionPlans.name, priceCents: subscriptionPlans.priceCents })
    .from(trialLinks)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, trialLinks.planId))
    .where(eq(trialLinks.creatorId, userId))
    .orderBy(desc(trialLinks.createdAt), desc(trialLinks.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  const now = ctx.now();
  return rows.map((row) => toWireTrialLink(row.link, row, now));
}

/** Ends one of the creator's own links (again is a no-op); trials already claimed run on. */
export async function endTrialLink(
  ctx: TrialLinksContext,
  userId: number,
  linkId: number,
): Promise<TrialLink> {
  const now = ctx.now();
  const mine = and(eq(trialLinks.id, linkId), eq(trialLinks.creatorId, userId));
  const [found] = await ctx.db.select().from(trialLinks).where(mine);
  if (!found) throw new ServiceError('server.trial.notFound');
  const [row] = found.endedAt
    ? [found]
    : await ctx.db.update(trialLinks).set({ endedAt: now }).where(mine).returning();
  const [plan] = await ctx.db
    .select({ name: subscriptionPlans.name, priceCents: subscriptionPlans.priceCents })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, found.planId));
  return toWireTrialLink(row!, plan!, now);
}
