/**
 * MSW handlers of home's discovery calls, one named handler per state: whom the member subscribes
 * to (article/listSubscribe), the subscribed and For you feeds (article/getSubscriptionArticle,
 * article/getArticleByInterseted, keyset pages), the interests (user/getinterested,
 * user/updateinterested) and sets of new creators (user/getNewCreator) for Replace and the
 * recommended and related creators. `homeDiscoveryCallLog` records what was asked.
 * No import of handlers.ts, which registers some of these as every story's defaults.
 */
import { delay } from 'msw';
import {
  getInterestPostsCall,
  getSubscribedPostsCall,
  listSubscribedCreatorsCall,
} from '../contract/calls/post-discovery-lists.ts';
import { getCategoriesCall } from '../contract/calls/post-categories.ts';
import { getNewCreatorCall } from '../contract/calls/user-get-new-creator.ts';
import { getInterestsCall, updateInterestsCall } from '../contract/calls/user-interests.ts';
import type { Creator } from '../contract/entities.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeCursorPage } from './factories-discovery.ts';
import {
  makeInterestCategories,
  makeInterestedPosts,
  makeNewCreators,
  makePickedInterests,
  makeSubscribedCreators,
  makeSubscriptionPosts,
} from './factories-home-discovery.ts';
import { cursorPageAnswer, fixedCursorPages, fixedPages, pageAnswer } from './fixed-pages.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

export const homeDiscoveryCallLog = {
  /** The page of every user/getNewCreator asked. */
  creatorPages: [] as number[],
  /** The category ids of every user/updateinterested. */
  interestUpdates: [] as number[][],
  subscriptionPages: 0,
};

/** Empties the call log, for a story to start from. */
export function resetHomeDiscovery(): void {
  homeDiscoveryCallLog.creatorPages.length = 0;
  homeDiscoveryCallLog.interestUpdates.length = 0;
  homeDiscoveryCallLog.subscriptionPages = 0;
}

/** Creators in user/getNewCreator's many set: two full pages and a short third. */
export const MOCK_NEW_CREATORS = 25;

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

const SUBSCRIPTION_POSTS = fixedCursorPages(makeSubscriptionPosts(23));
const INTERESTED_POSTS = fixedCursorPages(makeInterestedPosts(12));
const SUBSCRIBED_CREATORS = fixedPages(makeSubscribedCreators());
const NEW_CREATORS = fixedPages(makeNewCreators(MOCK_NEW_CREATORS));
/** The same creators, the first two subscribed to. */
const NEW_CREATORS_TWO_SUBSCRIBED = fixedPages(
  makeNewCreators(MOCK_NEW_CREATORS).map((creator, index): Creator =>
    index < 2 ? { ...creator, is_subscribed: 1 } : creator,
  ),
);
const FEW_NEW_CREATORS = fixedPages(makeNewCreators(5));

/** article/listSubscribe */
export const subscribedCreatorHandlers = {
  /** Subscribes to no one: home shows the newest creators and the Popular feed. */
  none: callHandler(listSubscribedCreatorsCall, ({ input }) =>
    sealedReply(listSubscribedCreatorsCall, { list: [], page: input.page, limit: input.limit }),
  ),
  /** Subscribes to two creators: home opens on the subscribed feed. */
  some: callHandler(listSubscribedCreatorsCall, ({ input }) =>
    sealedReply(listSubscribedCreatorsCall, pageAnswer(SUBSCRIBED_CREATORS, input)),
  ),
  loading: callHandler(listSubscribedCreatorsCall, never),
};

/** article/getSubscriptionArticle */
export const subscriptionPostHandlers = {
  /** 23 posts: two full pages and a short third. */
  loaded: callHandler(getSubscribedPostsCall, ({ input }) => {
    homeDiscoveryCallLog.subscriptionPages += 1;
    return sealedReply(getSubscribedPostsCall, cursorPageAnswer(SUBSCRIPTION_POSTS, input));
  }),
  empty: callHandler(getSubscribedPostsCall, ({ input }) =>
    sealedReply(getSubscribedPostsCall, makeCursorPage([], input.page, input.limit)),
  ),
  error: callHandler(getSubscribedPostsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** article/getArticleByInterseted */
export const interestedPostHandlers = {
  loaded: callHandler(getInterestPostsCall, ({ input }) =>
    sealedReply(getInterestPostsCall, cursorPageAnswer(INTERESTED_POSTS, input)),
  ),
  empty: callHandler(getInterestPostsCall, ({ input }) =>
    sealedReply(getInterestPostsCall, makeCursorPage([], input.page, input.limit)),
  ),
};

/** user/getinterested */
export const interestHandlers = {
  /** Has not picked yet: home offers the picker. */
  none: callHandler(getInterestsCall, () => sealedReply(getInterestsCall, { list: [] })),
  /** Picked photography, travel and music: home has a For you tab. */
  picked: callHandler(getInterestsCall, () => sealedReply(getInterestsCall, { list: makePickedInterests() })),
};

/** user/updateinterested */
export const interestUpdateHandlers = {
  /** Saved after 200 ms (so Save shows it is busy): photography, travel and music, as `picked`. */
  default: callHandler(updateInterestsCall, async ({ input }) => {
    homeDiscoveryCallLog.interestUpdates.push(input.category_ids);
    await delay(200);
    return sealedReply(updateInterestsCall, { list: makePickedInterests() });
  }),
  error: callHandler(updateInterestsCall, ({ input }) => {
    homeDiscoveryCallLog.interestUpdates.push(input.category_ids);
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/** article/getCategories: every category the app labels (the picker's chips). */
export const interestCategoryHandlers = {
  default: callHandler(getCategoriesCall, () =>
    sealedReply(getCategoriesCall, { list: makeInterestCategories() }),
  ),
};

/** user/getNewCreator, in sets of 10 */
export const newCreatorSetHandlers = {
  /** 25 creators: Replace walks through three sets and back to the first. */
  many: callHandler(getNewCreatorCall, ({ input }) => {
    homeDiscoveryCallLog.creatorPages.push(input.page);
    return sealedReply(getNewCreatorCall, pageAnswer(NEW_CREATORS, input));
  }),
  /** The same 25, the first two subscribed to: a subscriber's recommended and related creators. */
  subscriber: callHandler(getNewCreatorCall, ({ input }) => {
    homeDiscoveryCallLog.creatorPages.push(input.page);
    return sealedReply(getNewCreatorCall, pageAnswer(NEW_CREATORS_TWO_SUBSCRIBED, input));
  }),
  /** Five creators, one short set: no Replace; 3 recommended and 2 related, then "no more". */
  few: callHandler(getNewCreatorCall, ({ input }) =>
    sealedReply(getNewCreatorCall, pageAnswer(FEW_NEW_CREATORS, input)),
  ),
};

/** A member's home calls, answering for one who subscribes to no one and has picked topics. */
export const memberHomeHandlers = {
  subscriptions: subscribedCreatorHandlers.none,
  interests: interestHandlers.picked,
  interestedPosts: interestedPostHandlers.loaded,
};
