/**
 * MSW handlers of the creator page (issue 11): the profile by account name
 * (user/getUserInfoByUuid with `username`), the creator's posts by key (article/getArticleByUser)
 * and the chips' totals (article/totalCreatorAndArticle), one named handler per state.
 *
 *   parameters: { msw: { handlers: { ...creatorPageHandlers, profile: creatorProfileHandlers.blocked } } }
 */
import { delay } from 'msw';
import { getCreatorPostsCall, countCreatorsAndPostsCall } from '../contract/calls/post-discovery-lists.ts';
import { getUserInfoByUuidCall } from '../contract/calls/user-get-user-info-by-uuid.ts';
import type { Creator, Post } from '../contract/entities.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeCreator, makeCreators } from './factories.ts';
import {
  filterCreatorPosts,
  makeCreatorPosts,
  makeCursorPage,
  MOCK_LONG_DESCRIPTION,
} from './factories-discovery.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';
import { creatorPlansHandlers } from './handlers-plans.ts';
import { cursorPageAnswer, fixedCursorPages } from './fixed-pages.ts';

/** The server's English refusal for an unknown account (locales/server/en.json). */
export const MOCK_USER_NOT_FOUND = 'This user does not exist.';

/** How many posts the mocked creator has: two full pages and a short third. */
export const MOCK_CREATOR_POST_COUNT = 24;

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

/** A profile handler answering the mocked creators by account name (any letter case), `change`d. */
function profileHandler(change: (creator: Creator) => Creator = (creator) => creator) {
  return callHandler(getUserInfoByUuidCall, ({ input }) => {
    const wanted = input.username?.toLowerCase();
    const creator = makeCreators().find(
      (candidate) => candidate.username === wanted || candidate.uuid === input.uuid,
    );
    return creator ? sealedReply(getUserInfoByUuidCall, change(creator)) : sealedError(MOCK_USER_NOT_FOUND);
  });
}

/** user/getUserInfoByUuid, asked by the creator page's username. */
export const creatorProfileHandlers = {
  /** The creator, with Instagram and YouTube links, not subscribed. */
  loaded: profileHandler((creator) => ({
    ...creator,
    instagram_link: `https://instagram.com/${creator.username}`,
    youtube_link: `https://youtube.com/@${creator.username}`,
  })),
  /** The viewer holds one of the creator's plans. */
  subscribed: profileHandler((creator) => ({ ...creator, is_subscribed: 1 })),
  /** No subscription either way: the viewer may not message the creator (info.subscribeBeforeChat). */
  notMessageable: profileHandler((creator) => ({ ...creator, is_able_send_message: 0 })),
  /** The viewer blocked this creator. */
  blocked: profileHandler((creator) => ({ ...creator, is_block: 1 })),
  /** A description of several paragraphs, folded until asked. */
  longDescription: profileHandler((creator) => ({ ...creator, description: MOCK_LONG_DESCRIPTION })),
  /** A creator with no plans on sale and no posts. */
  noPlans: profileHandler((creator) => ({ ...creator, subscription_list: [], post_num: 0, view_count: 0 })),
  /** The creator's own page previewed: held by the subscriber view (`preview` asked), not by the visitor's. */
  previewed: callHandler(getUserInfoByUuidCall, ({ input }) => {
    creatorPageCallLog.profilePreviews.push(input.preview);
    const creator = makeCreators().find((candidate) => candidate.username === input.username?.toLowerCase());
    return creator
      ? sealedReply(getUserInfoByUuidCall, {
          ...creator,
          is_subscribed: input.preview === 'subscriber' ? 1 : 0,
        })
      : sealedError(MOCK_USER_NOT_FOUND);
  }),
  notFound: callHandler(getUserInfoByUuidCall, () => sealedError(MOCK_USER_NOT_FOUND)),
  loading: callHandler(getUserInfoByUuidCall, never),
  error: callHandler(getUserInfoByUuidCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** What the creator-page handlers were asked, for the stories' assertions. */
export const creatorPageCallLog = {
  posts: [] as { subscription_id?: number; resource_type?: number; cursor?: string; preview?: string }[],
  /** The `preview` of each profile request of creatorProfileHandlers.previewed. */
  profilePreviews: [] as (string | undefined)[],
};

export function resetCreatorPageCallLog(): void {
  creatorPageCallLog.posts.length = 0;
  creatorPageCallLog.profilePreviews.length = 0;
}

/** The posts of the creator whose uuid is asked (Mira Lens's unless another mocked creator's). */
function postsOfUuid(uuid: string, count = MOCK_CREATOR_POST_COUNT): Post[] {
  const creator = makeCreators().find((candidate) => candidate.uuid === uuid) ?? makeCreator();
  const id = makeCreators().indexOf(creator) + 1 || 1;
  return makeCreatorPosts(count, id);
}

/** article/getArticleByUser */
export const creatorPostsHandlers = {
  /** 24 posts (photos, videos, locked and pay-per-post), filtered by the chip, 10 a page. */
  loaded: callHandler(getCreatorPostsCall, ({ input }) => {
    creatorPageCallLog.posts.push({
      subscription_id: input.subscription_id,
      resource_type: input.resource_type,
      cursor: input.cursor,
      ...(input.preview && { preview: input.preview }),
    });
    return sealedReply(
      getCreatorPostsCall,
      cursorPageAnswer(fixedCursorPages(filterCreatorPosts(postsOfUuid(input.uuid), input)), input),
    );
  }),
  empty: callHandler(getCreatorPostsCall, ({ input }) =>
    sealedReply(getCreatorPostsCall, makeCursorPage([], input.page, input.limit)),
  ),
  loading: callHandler(getCreatorPostsCall, never),
  error: callHandler(getCreatorPostsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** article/totalCreatorAndArticle */
export const creatorTotalHandlers = {
  /** The count of creatorPostsHandlers.loaded under the same filter. */
  loaded: callHandler(countCreatorsAndPostsCall, ({ input }) =>
    sealedReply(countCreatorsAndPostsCall, {
      creator_total: 0,
      article_total: input.uuid ? filterCreatorPosts(postsOfUuid(input.uuid), input).length : 0,
    }),
  ),
  empty: callHandler(countCreatorsAndPostsCall, () =>
    sealedReply(countCreatorsAndPostsCall, { creator_total: 0, article_total: 0 }),
  ),
};

/** The creator page's calls with data, by key: a story overrides the keys it names. */
export const creatorPageHandlers = {
  profile: creatorProfileHandlers.loaded,
  creatorPosts: creatorPostsHandlers.loaded,
  creatorTotals: creatorTotalHandlers.loaded,
  // On a desktop the side list reads the plans for their offers (none here).
  creatorPlans: creatorPlansHandlers.default,
};
