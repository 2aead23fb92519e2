/**
 * What an order may be for (spec §5, §6): a plan on sale of another creator, or a pay-per-post
 * post of another creator the buyer may see and has not bought. The price is the item's, read in
 * the order's transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ARTICLE_TYPE, type OrderKind } from '../../../src/contract/enums.ts';
import { posts, purchases, subscriptionPlans, users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Transaction } from '../../db/client.ts';
import { hasBlocked } from '../../access/block-rule.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { offerPriceCents } from '../../../src/contract/rules/offer-rules.ts';
import { runningOfferOf } from '../plans/offers.service.ts';

export interface OrderItem {
  kind: OrderKind;
  itemId: number;
  itemName: string;
  creatorId: number;
  priceCents: number;
  /** The plan offer that priced it, and the price before the discount (docs/decisions/offers.md). */
  offerId?: number;
  listPriceCents?: number;
}

/** An untitled post is named by its first words. */
const NAME_LENGTH = 60;
function postName(title: string, content: string): string {
  const text = (title.trim() || content.trim()).replace(/\s+/g, ' ');
  return text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH - 1)}…` : text;
}

/** A creator the buyer blocked sells them nothing (spec §6; access/block-rule.ts). */
async function refuseBlockedCreator(tx: Transaction, buyerId: number, creatorId: number): Promise<void> {
  if (await hasBlocked(tx, buyerId, creatorId)) throw new ServiceError('server.block.youBlocked');
}

/**
 * The plan `planId` as `buyerId` may buy it at `now`: on sale and its creator's `aff` matching, else
 * message.error.subscriptionNotFound; priced with the plan's offer running at `now`, if any; the buyer's own plan is message.error.subscribeSelf, a
 * creator the buyer blocked server.block.youBlocked.
 */
export async function planItem(
  tx: Transaction,
  buyerId: number,
  planId: number,
  aff: number,
  now: Date,
): Promise<OrderItem> {
  const [plan] = await tx
    .select({
      id: subscriptionPlans.id,
      userId: subscriptionPlans.userId,
      name: subscriptionPlans.name,
      priceCents: subscriptionPlans.priceCents,
      status: subscriptionPlans.status,
      aff: users.aff,
    })
    .from(subscriptionPlans)
    .innerJoin(users, eq(users.id, subscriptionPlans.userId))
    .where(eq(subscriptionPlans.id, planId));
  if (plan && plan.userId === buyerId) throw new ServiceError('message.error.subscribeSelf');
  if (plan) await refuseBlockedCreator(tx, buyerId, plan.userId);
  if (!plan || plan.status !== 1 || plan.aff !== aff)
    throw new ServiceError('message.error.subscriptionNotFound');
  // The offer as it is at this moment: one that ended a second ago no longer applies.
  const offer = await runningOfferOf(tx, plan.id, now);
  return {
    kind: 'subscription',
    itemId: plan.id,
    itemName: plan.name,
    creatorId: plan.userId,
    priceCents: offer ? offerPriceCents(plan.priceCents, offer.percent) : plan.priceCents,
    ...(offer && { offerId: offer.id, listPriceCents: plan.priceCents }),
  };
}

/**
 * The post `postId` as `buyerId` may buy it: visible to them, pay-per-post with a price, its
 * creator's `aff` matching (else server.payment.postNotForSale), not theirs
 * (message.error.shopBuySelf) and not bought already (server.payment.alreadyBought).
 */
export async function postItem(
  tx: Transaction,
  buyerId: number,
  postId: number,
  aff: number,
  now: Date,
): Promise<OrderItem> {
  const [author] = await tx.select({ id: posts.userId }).from(posts).where(eq(posts.id, postId));
  if (author) await refuseBlockedCreator(tx, buyerId, author.id);
  const [post] = await tx
    .select({
      id: posts.id,
      userId: posts.userId,
      title: posts.title,
      content: posts.content,
      articleType: posts.articleType,
      priceCents: posts.priceCents,
      aff: users.aff,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.id, postId), visiblePostsWhere({ userId: buyerId }, now)));
  if (post && post.userId === buyerId) throw new ServiceError('message.error.shopBuySelf');
  if (!post || post.articleType !== ARTICLE_TYPE.buy || post.priceCents <= 0 || post.aff !== aff)
    throw new ServiceError('server.payment.postNotForSale');
  const [bought] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, buyerId), eq(purchases.postId, postId), isNull(purchases.revokedAt)));
  if (bought) throw new ServiceError('server.payment.alreadyBought');
  return {
    kind: 'post',
    itemId: post.id,
    itemName: postName(post.title, post.content),
    creatorId: post.userId,
    priceCents: post.priceCents,
  };
}
