/**
 * MSW handlers, one named handler per data state (style.md habit 4). A story picks them
 * by key so it overrides only what it names:
 *
 *   parameters: { msw: { handlers: { posts: postListHandlers.empty } } }
 *
 * `defaultHandlers` (set in .storybook/preview.tsx) answers the start-up calls every
 * screen makes; anything else a story forgets is logged as an unmocked request.
 */
import { delay } from 'msw';
import { appConfigCall } from '../contract/calls/app-config.ts';
import { getCategoriesCall } from '../contract/calls/post-categories.ts';
import { getPostListCall } from '../contract/calls/post-list.ts';
import { getVersionInfoCall } from '../contract/calls/home-get-version-info.ts';
import { getNewCreatorCall } from '../contract/calls/user-get-new-creator.ts';
import { APP_VERSION } from '../contract/enums.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { likedPostHandlers } from './handlers-collect.ts';
import { memberHomeHandlers } from './handlers-home-discovery.ts';
import { playRecordHandlers, viewHandlers } from './handlers-views.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';
import { twoFactorHandlers } from './handlers-two-factor.ts';
import { passkeyHandlers } from './handlers-passkeys.ts';
import {
  makeAppConfig,
  makeCategories,
  makeCreatorPage,
  makeCreators,
  makeFeed,
  makePostPage,
} from './factories.ts';

/** What the server says when the database is unreachable. */
export { MOCK_SERVER_ERROR };

/** Total posts in the mocked feed: two full pages and a short third. */
export const MOCK_FEED_SIZE = 24;

/** article/getList */
export const postListHandlers = {
  /** Pages of the seeded-like feed; the last page is short so infinite scroll stops. */
  loaded: callHandler(getPostListCall, ({ input }) => {
    const first = (input.page - 1) * input.limit;
    const count = Math.max(0, Math.min(input.limit, MOCK_FEED_SIZE - first));
    return sealedReply(getPostListCall, makePostPage(makeFeed(count, first + 1), input.page, input.limit));
  }),
  /** No posts at all. */
  empty: callHandler(getPostListCall, ({ input }) =>
    sealedReply(getPostListCall, makePostPage([], input.page, input.limit)),
  ),
  /** A single short page: the client must not ask for more. */
  lastPage: callHandler(getPostListCall, ({ input }) =>
    sealedReply(getPostListCall, makePostPage(makeFeed(3), input.page, input.limit)),
  ),
  /** Never answers: the screen stays in its loading state. */
  loading: callHandler(getPostListCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
  /** status 0 with the server's message. */
  error: callHandler(getPostListCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/getNewCreator */
export const creatorHandlers = {
  loaded: callHandler(getNewCreatorCall, ({ input }) =>
    sealedReply(
      getNewCreatorCall,
      makeCreatorPage(input.page === 1 ? makeCreators() : [], input.page, input.limit),
    ),
  ),
  empty: callHandler(getNewCreatorCall, ({ input }) =>
    sealedReply(getNewCreatorCall, makeCreatorPage([], input.page, input.limit)),
  ),
  loading: callHandler(getNewCreatorCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
  error: callHandler(getNewCreatorCall, () => sealedError(MOCK_SERVER_ERROR)),
  /**
   * Descriptions in the request's language (Accept-Language), as the server writes them: English,
   * French or Japanese (English for any other), so a story can switch language and see new text.
   */
  perLanguage: callHandler(getNewCreatorCall, ({ input, request }) => {
    const describe =
      CREATOR_DESCRIPTIONS[request.headers.get('Accept-Language') ?? ''] ?? CREATOR_DESCRIPTIONS.en!;
    const list =
      input.page === 1
        ? makeCreators(3).map((creator) => ({ ...creator, description: describe(creator.nickname) }))
        : [];
    return sealedReply(getNewCreatorCall, makeCreatorPage(list, input.page, input.limit));
  }),
};

/** The creators' descriptions of creatorHandlers.perLanguage, by locale. */
export const CREATOR_DESCRIPTIONS: Record<string, (nickname: string) => string> = {
  en: (nickname) => `${nickname} shares new work every week.`,
  fr: (nickname) => `${nickname} partage de nouvelles œuvres chaque semaine.`,
  ja: (nickname) => `${nickname}は毎週新しい作品を公開しています。`,
};

/** app/config */
export const appConfigHandlers = {
  default: callHandler(appConfigCall, () => sealedReply(appConfigCall, makeAppConfig())),
  error: callHandler(appConfigCall, () => sealedError(MOCK_SERVER_ERROR)),
  /** A 10 % platform fee, no payment cost. */
  feeOnly: callHandler(appConfigCall, () => sealedReply(appConfigCall, makeAppConfig({ fee_bps: 1000 }))),
  /** A 20 % platform fee and a payment cost of 2.9 % + 0.30. */
  feeAndCost: callHandler(appConfigCall, () =>
    sealedReply(
      appConfigCall,
      makeAppConfig({ fee_bps: 2000, payment_cost_bps: 290, payment_cost_fixed: 0.3 }),
    ),
  ),
};

/** article/getCategories */
export const categoryHandlers = {
  default: callHandler(getCategoriesCall, () => sealedReply(getCategoriesCall, { list: makeCategories() })),
  empty: callHandler(getCategoriesCall, () => sealedReply(getCategoriesCall, { list: [] })),
};

/** home/getVersionInfo */
export const versionInfoHandlers = {
  current: callHandler(getVersionInfoCall, () =>
    sealedReply(getVersionInfoCall, { version: APP_VERSION, force_update: 0 }),
  ),
  forceUpdate: callHandler(getVersionInfoCall, () =>
    sealedReply(getVersionInfoCall, { version: '9.9.9', force_update: 1 }),
  ),
};

/**
 * The handlers every story starts with, by key. A story replaces one by naming its key;
 * lists (posts, creators) are deliberately absent so a screen story states its data. Views are
 * answered everywhere (any feed reports its cards as they leave the screen), and so is a signed-in
 * member's home (subscribes to no one, picked topics) for the stories that sign in on home.
 */
export const defaultHandlers = {
  appConfig: appConfigHandlers.default,
  categories: categoryHandlers.default,
  versionInfo: versionInfoHandlers.current,
  views: viewHandlers.default,
  plays: playRecordHandlers.default,
  ...memberHomeHandlers,
  // A member's profile lists what they liked and bought: nothing, unless a story says otherwise. The
  // key purchasesHandlers gives user/getArticleList, so a story naming its own answer replaces this.
  boughtPosts: likedPostHandlers.empty,
  // The password, email and deletion forms ask whether a second factor is on: off, unless a story says so.
  ...twoFactorHandlers,
  ...passkeyHandlers,
};
