/** Writes the creators' subscription plans and which of their posts each plan unlocks. */
import type { Database } from '../db/client.ts';
import { planPosts, subscriptionPlans } from '../db/schema.ts';
import type { SeedPlan } from './seed-plan.ts';

/** Inserts every creator's plans, on sale, and their plan-post links. */
export async function insertCreatorPlans(
  tx: Database,
  plan: SeedPlan,
  creatorIds: readonly number[],
  postIds: readonly number[],
): Promise<void> {
  const planRows = await tx
    .insert(subscriptionPlans)
    .values(
      plan.subscriptionPlans.map((item) => ({
        userId: creatorIds[item.creatorIndex]!,
        name: item.name,
        content: item.content,
        priceCents: item.priceCents,
        expireDays: item.expireDays,
        unlockDays: item.unlockDays,
        picture: item.picture,
        status: 1,
        position: item.position,
        createdAt: plan.creators[item.creatorIndex]!.createdAt,
      })),
    )
    .returning({ id: subscriptionPlans.id });
  const links = plan.subscriptionPlans.flatMap((item, i) =>
    item.postIndexes.map((postIndex) => ({ planId: planRows[i]!.id, postId: postIds[postIndex]! })),
  );
  if (links.length > 0) await tx.insert(planPosts).values(links);
}
