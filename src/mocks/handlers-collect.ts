/**
 * MSW handlers of the collection and the blocked accounts, one named handler per state:
 * user/getArticleList (the liked posts, type 2, with `unlock`; bought posts, type 1, are
 * handlers-purchases.ts's), user/getBlockList and user/blockUserEvent. They keep no accounts:
 * the list after an unblock is the handler named for that state, which a story swaps in with
 * `msw.use`; unblocking against the server runs in tests/e2e/collection-and-blocks.spec.ts.
 * `collectCallLog` records what was asked.
 * No import of handlers.ts, which registers the empty collection as every story's default.
 */
import { delay } from 'msw';
import { blockUserEventCall, getBlockListCall } from '../contract/calls/user-reports-and-blocks.ts';
import { getCollectedPostsCall } from '../contract/calls/collected-posts.ts';
import type { BlockedUser } from '../contract/entities-discovery.ts';
import type { Post } from '../contract/entities.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import {
  makeBlockedAccount,
  makeBlockedAccounts,
  makeLikedPosts,
  makeLockedLikedPosts,
  makeUnlockedLikedPosts,
} from './factories-collect.ts';
import { makeBoughtPosts } from './factories-purchases.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

export const collectCallLog = {
  /** The `unlock` of every liked-posts page asked (null for all), and its page. */
  liked: [] as { unlock: number | null; page: number }[],
  /** The aff of every unblock sent. */
  unblocks: [] as number[],
};

/** Empties the call log, for a story to start from. */
export function resetCollectCallLog(): void {
  collectCallLog.liked.length = 0;
  collectCallLog.unblocks.length = 0;
}

/** The account the unblock stories take out of the list (Tomás on Trails, the second). */
export const MOCK_UNBLOCKED_AFF = 10_002;
/** Blocked accounts in blockListHandlers.many: two full pages and a short third. */
export const MOCK_BLOCKED_MANY = 23;

/** Liked posts in likedPostHandlers.many: two full pages and a short third. */
export const MOCK_LIKED_POSTS = 23;

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

/** A user/getArticleList handler answering fixed pages of `posts`, the asked `unlock` and page recorded. */
const likedListOf = (posts: Post[]) => {
  const pages = fixedPages(posts);
  return callHandler(getCollectedPostsCall, ({ input }) => {
    collectCallLog.liked.push({ unlock: input.unlock ?? null, page: input.page });
    return sealedReply(getCollectedPostsCall, pageAnswer(pages, input));
  });
};

const LIKED_AND_BOUGHT = { liked: fixedPages(makeLikedPosts(6)), bought: fixedPages(makeBoughtPosts(3)) };

/**
 * user/getArticleList. One list per state; the collection's tabs (`unlock`) are states a story
 * picks (or swaps in with `msw.use` before it opens the tab), not a filter of the mock.
 */
export const likedPostHandlers = {
  /** Six liked posts, two of them locked (the All tab). */
  loaded: likedListOf(makeLikedPosts(6)),
  /** The four of `loaded` the fan may open now (the Unlocked tab). */
  unlocked: likedListOf(makeUnlockedLikedPosts(4)),
  /** The two of `loaded` that are locked (the Locked tab). */
  locked: likedListOf(makeLockedLikedPosts(2)),
  /**
   * A member's profile tabs: the six liked posts of `loaded` (type 2) and three bought ones
   * (type 1), two fixed lists; the collection asked for picks one.
   */
  likedAndBought: callHandler(getCollectedPostsCall, ({ input }) => {
    if (input.type === 1)
      return sealedReply(getCollectedPostsCall, pageAnswer(LIKED_AND_BOUGHT.bought, input));
    collectCallLog.liked.push({ unlock: input.unlock ?? null, page: input.page });
    return sealedReply(getCollectedPostsCall, pageAnswer(LIKED_AND_BOUGHT.liked, input));
  }),
  /** MOCK_LIKED_POSTS liked posts, all of them open: pages of 10 for the infinite scroll. */
  many: likedListOf(makeUnlockedLikedPosts(MOCK_LIKED_POSTS)),
  /** Nothing liked or bought yet: the default of every story. */
  empty: likedListOf([]),
  loading: callHandler(getCollectedPostsCall, never),
  error: callHandler(getCollectedPostsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

const blockListOf = (accounts: BlockedUser[]) => {
  const pages = fixedPages(accounts);
  return callHandler(getBlockListCall, ({ input }) =>
    sealedReply(getBlockListCall, pageAnswer(pages, input)),
  );
};

/** user/getBlockList */
export const blockListHandlers = {
  /** Four blocked accounts, latest first. */
  four: blockListOf(makeBlockedAccounts(4)),
  /** The four after the second, Tomás on Trails (MOCK_UNBLOCKED_AFF), was unblocked. */
  fourWithoutUnblocked: blockListOf([1, 3, 4].map(makeBlockedAccount)),
  /** MOCK_BLOCKED_MANY accounts: pages of ten as the reader scrolls. */
  many: blockListOf(makeBlockedAccounts(MOCK_BLOCKED_MANY)),
  empty: blockListOf([]),
  loading: callHandler(getBlockListCall, never),
  error: callHandler(getBlockListCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/blockUserEvent */
export const unblockHandlers = {
  /** Unblocked after 300 ms (the row shows it is busy), the request recorded. */
  default: callHandler(blockUserEventCall, async ({ input }) => {
    collectCallLog.unblocks.push(input.aff_blocked);
    await delay(300);
    return sealedReply(blockUserEventCall, { is_block: 0 });
  }),
  /** Refused: the list is unchanged. */
  error: callHandler(blockUserEventCall, async ({ input }) => {
    collectCallLog.unblocks.push(input.aff_blocked);
    await delay(100);
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/** The blocked accounts' calls with four accounts, by key. */
export const blockedAccountHandlers = {
  blockList: blockListHandlers.four,
  block: unblockHandlers.default,
};
