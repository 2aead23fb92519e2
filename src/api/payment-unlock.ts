import type { QueryClient } from '@tanstack/react-query';
import { buyerPlanKeys } from './buyer-plan-keys.ts';
import { cardKeys } from './card-keys.ts';
import { creatorKeys } from './get-new-creators.ts';
import { collectedPostKeys } from './collected-post-keys.ts';
import { postKeys } from './get-post-list.ts';
import { userInfoKeys } from './get-user-info.ts';
import { videoPathKeys } from './get-video-real-path.ts';
import { orderHistoryKeys } from './order-history.ts';
import { planKeys } from './plan-keys.ts';
import { userSubscriptionKeys } from './user-subscription-keys.ts';

/**
 * What a paid order changes for the fan (spec §4 "unlocks post or creator posts"): the feeds and
 * posts (now `is_unlock` 1 with their originals, so a video card asks for its path again), the
 * creators (a creator page's Subscribed), the plans offered (the owned marker), the video paths,
 * the saved cards (a card paid with may have become the default), the user's record, and
 * mine-buy's lists (the fan's orders, subscriptions and bought posts). Active queries refetch now,
 * the others when next shown.
 */
export function refreshAfterPayment(queryClient: QueryClient): Promise<void> {
  const roots = [
    postKeys.root,
    creatorKeys.root,
    planKeys.root,
    buyerPlanKeys.root,
    videoPathKeys.root,
    cardKeys.list(),
    userInfoKeys.root,
    orderHistoryKeys.root,
    userSubscriptionKeys.root,
    collectedPostKeys.root,
  ];
  return Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
