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
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { isOpenable, makeBlockedAccounts, makeLikedPosts } from './factories-collect.ts';
import { makeBoughtPosts } from './factories-purchases.ts';
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

/** The account the unblock stories take out of the list (Tomás on Trails). */
export const MOCK_UNBLOCKED_AFF = 10_002;
/** Blocked accounts in blockListHandlers.many: two full pages and a short third. */
export const MOCK_BLOCKED_MANY = 23;

/** Liked posts in handlers-collect's likedPostHandlers.many: two full pages and a short third. */
export const MOCK_LIKED_POSTS = 23;

function pageOf<T>(items: readonly T[], input: { page: number; limit: number }) {
  const first = (input.page - 1) * input.limit;
  return { list: items.slice(first, first + input.limit), page: input.page, limit: input.limit };
}

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

/** user/getArticleList */
export const likedPostHandlers = {
  /** Six liked posts (two of them locked) for type 2, filtered by `unlock`; none bought. */
  loaded: callHandler(getCollectedPostsCall, ({ input }) => {
    if (input.type !== 2) return sealedReply(getCollectedPostsCall, pageOf([], input));
    collectCallLog.liked.push({ unlock: input.unlock ?? null, page: input.page });
    const liked = makeLikedPosts(6).filter(
      (post) => input.unlock === undefined || isOpenable(post) === (input.unlock === 1),
    );
    return sealedReply(getCollectedPostsCall, pageOf(liked, input));
  }),
  /** The six liked posts of `loaded` (type 2) and three bought ones (type 1): a member's profile tabs. */
  likedAndBought: callHandler(getCollectedPostsCall, ({ input }) => {
    if (input.type === 1) return sealedReply(getCollectedPostsCall, pageOf(makeBoughtPosts(3), input));
    collectCallLog.liked.push({ unlock: input.unlock ?? null, page: input.page });
    return sealedReply(getCollectedPostsCall, pageOf(makeLikedPosts(6), input));
  }),
  /** 23 liked posts, all of them open: pages of 10 for the infinite scroll. */
  many: callHandler(getCollectedPostsCall, ({ input }) => {
    collectCallLog.liked.push({ unlock: input.unlock ?? null, page: input.page });
    const liked = makeLikedPosts(MOCK_LIKED_POSTS * 2)
      .filter(isOpenable)
      .slice(0, MOCK_LIKED_POSTS);
    return sealedReply(getCollectedPostsCall, pageOf(input.unlock === 0 ? [] : liked, input));
  }),
  /** Nothing liked or bought yet: the default of every story. */
  empty: callHandler(getCollectedPostsCall, ({ input }) =>
    sealedReply(getCollectedPostsCall, pageOf([], input)),
  ),
  loading: callHandler(getCollectedPostsCall, never),
  error: callHandler(getCollectedPostsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

const blockListOf = (accounts: () => BlockedUser[]) =>
  callHandler(getBlockListCall, ({ input }) => sealedReply(getBlockListCall, pageOf(accounts(), input)));

/** user/getBlockList */
export const blockListHandlers = {
  /** Four blocked accounts, latest first. */
  four: blockListOf(() => makeBlockedAccounts(4)),
  /** The four after Tomás on Trails (MOCK_UNBLOCKED_AFF) was unblocked. */
  fourWithoutUnblocked: blockListOf(() =>
    makeBlockedAccounts(4).filter((account) => account.aff_blocked !== MOCK_UNBLOCKED_AFF),
  ),
  /** MOCK_BLOCKED_MANY accounts: pages of ten as the reader scrolls. */
  many: blockListOf(() => makeBlockedAccounts(MOCK_BLOCKED_MANY)),
  empty: callHandler(getBlockListCall, ({ input }) => sealedReply(getBlockListCall, pageOf([], input))),
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
